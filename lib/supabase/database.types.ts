export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "14.1"
  }
  public: {
    Tables: {
      favorites: {
        Row: {
          created_at: string
          property_id: number
          user_id: string
        }
        Insert: {
          created_at?: string
          property_id: number
          user_id?: string
        }
        Update: {
          created_at?: string
          property_id?: number
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "favorites_property_id_fkey"
            columns: ["property_id"]
            isOneToOne: false
            referencedRelation: "properties"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "favorites_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      notifications: {
        Row: {
          body: string | null
          created_at: string
          id: number
          kind: string
          link: string | null
          read_at: string | null
          title: string
          user_id: string
        }
        Insert: {
          body?: string | null
          created_at?: string
          id?: number
          kind: string
          link?: string | null
          read_at?: string | null
          title: string
          user_id: string
        }
        Update: {
          body?: string | null
          created_at?: string
          id?: number
          kind?: string
          link?: string | null
          read_at?: string | null
          title?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notifications_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      profiles: {
        Row: {
          active_brokers_range: string | null
          address: string | null
          address_complement: string | null
          address_number: string | null
          agency_id: string | null
          agency_joined_at: string | null
          avatar_url: string | null
          broker_status: Database["public"]["Enums"]["broker_status"]
          city: string | null
          cpf_cnpj: string | null
          created_at: string
          creci: string | null
          description: string | null
          email: string | null
          experience: string | null
          id: string
          job_title: string | null
          key_handling: string | null
          legal_name: string | null
          main_city: string | null
          managed_properties_range: string | null
          name: string | null
          neighborhood: string | null
          operating_city: string | null
          phone: string | null
          rating: number | null
          responsible_name: string | null
          role: Database["public"]["Enums"]["user_role"]
          slug: string | null
          state: string | null
          updated_at: string
          user_id: string | null
          website: string | null
          zip_code: string | null
        }
        Insert: {
          active_brokers_range?: string | null
          address?: string | null
          address_complement?: string | null
          address_number?: string | null
          agency_id?: string | null
          agency_joined_at?: string | null
          avatar_url?: string | null
          broker_status?: Database["public"]["Enums"]["broker_status"]
          city?: string | null
          cpf_cnpj?: string | null
          created_at?: string
          creci?: string | null
          description?: string | null
          email?: string | null
          experience?: string | null
          id: string
          job_title?: string | null
          key_handling?: string | null
          legal_name?: string | null
          main_city?: string | null
          managed_properties_range?: string | null
          name?: string | null
          neighborhood?: string | null
          operating_city?: string | null
          phone?: string | null
          rating?: number | null
          responsible_name?: string | null
          role?: Database["public"]["Enums"]["user_role"]
          slug?: string | null
          state?: string | null
          updated_at?: string
          user_id?: never
          website?: string | null
          zip_code?: string | null
        }
        Update: {
          active_brokers_range?: string | null
          address?: string | null
          address_complement?: string | null
          address_number?: string | null
          agency_id?: string | null
          agency_joined_at?: string | null
          avatar_url?: string | null
          broker_status?: Database["public"]["Enums"]["broker_status"]
          city?: string | null
          cpf_cnpj?: string | null
          created_at?: string
          creci?: string | null
          description?: string | null
          email?: string | null
          experience?: string | null
          id?: string
          job_title?: string | null
          key_handling?: string | null
          legal_name?: string | null
          main_city?: string | null
          managed_properties_range?: string | null
          name?: string | null
          neighborhood?: string | null
          operating_city?: string | null
          phone?: string | null
          rating?: number | null
          responsible_name?: string | null
          role?: Database["public"]["Enums"]["user_role"]
          slug?: string | null
          state?: string | null
          updated_at?: string
          user_id?: never
          website?: string | null
          zip_code?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "profiles_agency_id_fkey"
            columns: ["agency_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      properties: {
        Row: {
          agency_id: string | null
          appliances: string[]
          area: number | null
          availability_confirmed_at: string | null
          bathrooms: number
          bedrooms: number
          broker_id: string | null
          city: string
          complement: string | null
          condo_features: string[]
          condo_fee: number | null
          created_at: string
          description: string
          expires_at: string
          featured: boolean
          furnished: boolean
          id: number
          iptu: number | null
          latitude: number | null
          longitude: number | null
          neighborhood: string
          objective: Database["public"]["Enums"]["property_objective"]
          other_items: string[]
          owner_id: string
          parking_spaces: number
          pets_allowed: boolean
          premium: boolean
          price: number
          published_at: string
          search_vector: string | null
          state: string
          status: Database["public"]["Enums"]["property_status"]
          street: string | null
          street_number: string | null
          title: string
          transaction: Database["public"]["Enums"]["transaction_type"]
          type: Database["public"]["Enums"]["property_type"]
          updated_at: string
          view_count: number
          zip_code: string | null
        }
        Insert: {
          agency_id?: string | null
          appliances?: string[]
          area?: number | null
          availability_confirmed_at?: string | null
          bathrooms?: number
          bedrooms?: number
          broker_id?: string | null
          city: string
          complement?: string | null
          condo_features?: string[]
          condo_fee?: number | null
          created_at?: string
          description?: string
          expires_at?: string
          featured?: boolean
          furnished?: boolean
          id?: number
          iptu?: number | null
          latitude?: number | null
          longitude?: number | null
          neighborhood: string
          objective?: Database["public"]["Enums"]["property_objective"]
          other_items?: string[]
          owner_id: string
          parking_spaces?: number
          pets_allowed?: boolean
          premium?: boolean
          price: number
          published_at?: string
          search_vector?: never
          state: string
          status?: Database["public"]["Enums"]["property_status"]
          street?: string | null
          street_number?: string | null
          title: string
          transaction: Database["public"]["Enums"]["transaction_type"]
          type: Database["public"]["Enums"]["property_type"]
          updated_at?: string
          view_count?: number
          zip_code?: string | null
        }
        Update: {
          agency_id?: string | null
          appliances?: string[]
          area?: number | null
          availability_confirmed_at?: string | null
          bathrooms?: number
          bedrooms?: number
          broker_id?: string | null
          city?: string
          complement?: string | null
          condo_features?: string[]
          condo_fee?: number | null
          created_at?: string
          description?: string
          expires_at?: string
          featured?: boolean
          furnished?: boolean
          id?: number
          iptu?: number | null
          latitude?: number | null
          longitude?: number | null
          neighborhood?: string
          objective?: Database["public"]["Enums"]["property_objective"]
          other_items?: string[]
          owner_id?: string
          parking_spaces?: number
          pets_allowed?: boolean
          premium?: boolean
          price?: number
          published_at?: string
          search_vector?: never
          state?: string
          status?: Database["public"]["Enums"]["property_status"]
          street?: string | null
          street_number?: string | null
          title?: string
          transaction?: Database["public"]["Enums"]["transaction_type"]
          type?: Database["public"]["Enums"]["property_type"]
          updated_at?: string
          view_count?: number
          zip_code?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "properties_agency_id_fkey"
            columns: ["agency_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "properties_broker_id_fkey"
            columns: ["broker_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "properties_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      property_images: {
        Row: {
          alt_text: string | null
          created_at: string
          id: number
          position: number
          property_id: number
          storage_path: string
        }
        Insert: {
          alt_text?: string | null
          created_at?: string
          id?: number
          position?: number
          property_id: number
          storage_path: string
        }
        Update: {
          alt_text?: string | null
          created_at?: string
          id?: number
          position?: number
          property_id?: number
          storage_path?: string
        }
        Relationships: [
          {
            foreignKeyName: "property_images_property_id_fkey"
            columns: ["property_id"]
            isOneToOne: false
            referencedRelation: "properties"
            referencedColumns: ["id"]
          },
        ]
      }
      reserved_slugs: {
        Row: {
          slug: string
        }
        Insert: {
          slug: string
        }
        Update: {
          slug?: string
        }
        Relationships: []
      }
      user_settings: {
        Row: {
          dark_mode: boolean
          email_notifications: boolean
          language: string
          marketing_notifications: boolean
          public_profile: boolean
          push_notifications: boolean
          show_contact: boolean
          sms_notifications: boolean
          time_zone: string
          updated_at: string
          user_id: string
        }
        Insert: {
          dark_mode?: boolean
          email_notifications?: boolean
          language?: string
          marketing_notifications?: boolean
          public_profile?: boolean
          push_notifications?: boolean
          show_contact?: boolean
          sms_notifications?: boolean
          time_zone?: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          dark_mode?: boolean
          email_notifications?: boolean
          language?: string
          marketing_notifications?: boolean
          public_profile?: boolean
          push_notifications?: boolean
          show_contact?: boolean
          sms_notifications?: boolean
          time_zone?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "user_settings_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      visits: {
        Row: {
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          completed_at: string | null
          confirmed_at: string | null
          created_at: string
          created_by: string | null
          handler_id: string | null
          id: number
          message: string | null
          property_id: number
          requester_id: string | null
          status: Database["public"]["Enums"]["visit_status"]
          updated_at: string
          visit_date: string
          visit_time: string
          visitor_email: string | null
          visitor_name: string | null
          visitor_phone: string | null
        }
        Insert: {
          cancel_reason?: string | null
          cancelled_at?: string | null
          cancelled_by?: string | null
          completed_at?: string | null
          confirmed_at?: string | null
          created_at?: string
          created_by?: string | null
          handler_id?: string | null
          id?: number
          message?: string | null
          property_id: number
          requester_id?: string | null
          status?: Database["public"]["Enums"]["visit_status"]
          updated_at?: string
          visit_date: string
          visit_time: string
          visitor_email?: string | null
          visitor_name?: string | null
          visitor_phone?: string | null
        }
        Update: {
          cancel_reason?: string | null
          cancelled_at?: string | null
          cancelled_by?: string | null
          completed_at?: string | null
          confirmed_at?: string | null
          created_at?: string
          created_by?: string | null
          handler_id?: string | null
          id?: number
          message?: string | null
          property_id?: number
          requester_id?: string | null
          status?: Database["public"]["Enums"]["visit_status"]
          updated_at?: string
          visit_date?: string
          visit_time?: string
          visitor_email?: string | null
          visitor_name?: string | null
          visitor_phone?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "visits_cancelled_by_fkey"
            columns: ["cancelled_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "visits_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "visits_handler_id_fkey"
            columns: ["handler_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "visits_property_id_fkey"
            columns: ["property_id"]
            isOneToOne: false
            referencedRelation: "properties"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "visits_requester_id_fkey"
            columns: ["requester_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      public_profiles: {
        Row: {
          address: string | null
          address_number: string | null
          agency_id: string | null
          agency_joined_at: string | null
          avatar_url: string | null
          broker_status: Database["public"]["Enums"]["broker_status"] | null
          city: string | null
          created_at: string | null
          creci: string | null
          description: string | null
          experience: string | null
          id: string | null
          name: string | null
          neighborhood: string | null
          operating_city: string | null
          phone: string | null
          rating: number | null
          role: Database["public"]["Enums"]["user_role"] | null
          slug: string | null
          state: string | null
          website: string | null
          zip_code: string | null
        }
        Insert: {
          address?: string | null
          address_number?: string | null
          agency_id?: string | null
          agency_joined_at?: string | null
          avatar_url?: string | null
          broker_status?: Database["public"]["Enums"]["broker_status"] | null
          city?: string | null
          created_at?: string | null
          creci?: string | null
          description?: string | null
          experience?: string | null
          id?: string | null
          name?: string | null
          neighborhood?: string | null
          operating_city?: string | null
          phone?: string | null
          rating?: number | null
          role?: Database["public"]["Enums"]["user_role"] | null
          slug?: string | null
          state?: string | null
          website?: string | null
          zip_code?: string | null
        }
        Update: {
          address?: string | null
          address_number?: string | null
          agency_id?: string | null
          agency_joined_at?: string | null
          avatar_url?: string | null
          broker_status?: Database["public"]["Enums"]["broker_status"] | null
          city?: string | null
          created_at?: string | null
          creci?: string | null
          description?: string | null
          experience?: string | null
          id?: string | null
          name?: string | null
          neighborhood?: string | null
          operating_city?: string | null
          phone?: string | null
          rating?: number | null
          role?: Database["public"]["Enums"]["user_role"] | null
          slug?: string | null
          state?: string | null
          website?: string | null
          zip_code?: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      cancel_visit: {
        Args: {
          visit_id: number
          reason?: string
        }
        Returns: {
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          completed_at: string | null
          confirmed_at: string | null
          created_at: string
          created_by: string | null
          handler_id: string | null
          id: number
          message: string | null
          property_id: number
          requester_id: string | null
          status: Database["public"]["Enums"]["visit_status"]
          updated_at: string
          visit_date: string
          visit_time: string
          visitor_email: string | null
          visitor_name: string | null
          visitor_phone: string | null
        }
      }
      complete_visit: {
        Args: {
          visit_id: number
        }
        Returns: {
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          completed_at: string | null
          confirmed_at: string | null
          created_at: string
          created_by: string | null
          handler_id: string | null
          id: number
          message: string | null
          property_id: number
          requester_id: string | null
          status: Database["public"]["Enums"]["visit_status"]
          updated_at: string
          visit_date: string
          visit_time: string
          visitor_email: string | null
          visitor_name: string | null
          visitor_phone: string | null
        }
      }
      confirm_property_availability: {
        Args: {
          property_id: number
        }
        Returns: {
          agency_id: string | null
          appliances: string[]
          area: number | null
          availability_confirmed_at: string | null
          bathrooms: number
          bedrooms: number
          broker_id: string | null
          city: string
          complement: string | null
          condo_features: string[]
          condo_fee: number | null
          created_at: string
          description: string
          expires_at: string
          featured: boolean
          furnished: boolean
          id: number
          iptu: number | null
          latitude: number | null
          longitude: number | null
          neighborhood: string
          objective: Database["public"]["Enums"]["property_objective"]
          other_items: string[]
          owner_id: string
          parking_spaces: number
          pets_allowed: boolean
          premium: boolean
          price: number
          published_at: string
          search_vector: string | null
          state: string
          status: Database["public"]["Enums"]["property_status"]
          street: string | null
          street_number: string | null
          title: string
          transaction: Database["public"]["Enums"]["transaction_type"]
          type: Database["public"]["Enums"]["property_type"]
          updated_at: string
          view_count: number
          zip_code: string | null
        }
      }
      confirm_visit: {
        Args: {
          visit_id: number
        }
        Returns: {
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          completed_at: string | null
          confirmed_at: string | null
          created_at: string
          created_by: string | null
          handler_id: string | null
          id: number
          message: string | null
          property_id: number
          requester_id: string | null
          status: Database["public"]["Enums"]["visit_status"]
          updated_at: string
          visit_date: string
          visit_time: string
          visitor_email: string | null
          visitor_name: string | null
          visitor_phone: string | null
        }
      }
      immutable_unaccent: {
        Args: {
          "": string
        }
        Returns: string
      }
      is_reserved_slug: {
        Args: {
          value: string
        }
        Returns: boolean
      }
      is_valid_cnpj: {
        Args: {
          value: string
        }
        Returns: boolean
      }
      is_valid_cpf: {
        Args: {
          value: string
        }
        Returns: boolean
      }
      is_visit_slot: {
        Args: {
          d: string
          t: string
        }
        Returns: boolean
      }
      listing_visits: {
        Args: {
          status?: Database["public"]["Enums"]["visit_status"]
          from_date?: string
        }
        Returns: {
          id: number
          property_id: number
          property_title: string
          property_address: string
          visit_date: string
          visit_time: string
          status: Database["public"]["Enums"]["visit_status"]
          message: string
          cancel_reason: string
          client_id: string
          client_name: string
          client_phone: string
          client_email: string
          broker_id: string
          broker_name: string
          broker_phone: string
          created_at: string
        }[]
      }
      mark_all_notifications_read: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      normalize_text: {
        Args: {
          "": string
        }
        Returns: string
      }
      register_property_view: {
        Args: {
          property_id: number
        }
        Returns: undefined
      }
      renew_property: {
        Args: {
          property_id: number
        }
        Returns: {
          agency_id: string | null
          appliances: string[]
          area: number | null
          availability_confirmed_at: string | null
          bathrooms: number
          bedrooms: number
          broker_id: string | null
          city: string
          complement: string | null
          condo_features: string[]
          condo_fee: number | null
          created_at: string
          description: string
          expires_at: string
          featured: boolean
          furnished: boolean
          id: number
          iptu: number | null
          latitude: number | null
          longitude: number | null
          neighborhood: string
          objective: Database["public"]["Enums"]["property_objective"]
          other_items: string[]
          owner_id: string
          parking_spaces: number
          pets_allowed: boolean
          premium: boolean
          price: number
          published_at: string
          search_vector: string | null
          state: string
          status: Database["public"]["Enums"]["property_status"]
          street: string | null
          street_number: string | null
          title: string
          transaction: Database["public"]["Enums"]["transaction_type"]
          type: Database["public"]["Enums"]["property_type"]
          updated_at: string
          view_count: number
          zip_code: string | null
        }
      }
      request_visit: {
        Args: {
          property_id: number
          visit_date: string
          visit_time: string
          message?: string
        }
        Returns: {
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          completed_at: string | null
          confirmed_at: string | null
          created_at: string
          created_by: string | null
          handler_id: string | null
          id: number
          message: string | null
          property_id: number
          requester_id: string | null
          status: Database["public"]["Enums"]["visit_status"]
          updated_at: string
          visit_date: string
          visit_time: string
          visitor_email: string | null
          visitor_name: string | null
          visitor_phone: string | null
        }
      }
      schedule_visit: {
        Args: {
          property_id: number
          visit_date: string
          visit_time: string
          visitor_name: string
          visitor_phone?: string
          visitor_email?: string
          message?: string
        }
        Returns: {
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          completed_at: string | null
          confirmed_at: string | null
          created_at: string
          created_by: string | null
          handler_id: string | null
          id: number
          message: string | null
          property_id: number
          requester_id: string | null
          status: Database["public"]["Enums"]["visit_status"]
          updated_at: string
          visit_date: string
          visit_time: string
          visitor_email: string | null
          visitor_name: string | null
          visitor_phone: string | null
        }
      }
      slugify: {
        Args: {
          value: string
        }
        Returns: string
      }
      visit_slots: {
        Args: {
          property_id: number
          visit_date: string
        }
        Returns: {
          slot: string
          available: boolean
        }[]
      }
    }
    Enums: {
      broker_status: "ativo" | "licenca" | "inativo"
      contact_subject:
        | "duvida-anuncio"
        | "problema-tecnico"
        | "sugestao"
        | "financeiro"
        | "parceria"
        | "outros"
      invitation_status: "pendente" | "aceito" | "expirado" | "cancelado"
      payment_method: "vista" | "financiamento" | "parcelado" | "misto"
      property_objective: "residencial" | "comercial"
      property_status: "ativo" | "pausado" | "vendido" | "alugado" | "inativo"
      property_type:
        | "apartamento"
        | "casa"
        | "kitnet_studio"
        | "casa_condominio"
        | "terreno"
        | "sobrado"
        | "assobradado"
        | "cobertura"
      proposal_event_kind:
        | "criada"
        | "aceita"
        | "rejeitada"
        | "contraproposta"
        | "contraproposta_aceita"
        | "contraproposta_recusada"
        | "nova_oferta"
      proposal_status: "pendente" | "aceita" | "rejeitada" | "negociada"
      transaction_type: "venda" | "aluguel"
      user_role: "cliente" | "proprietario" | "corretor" | "imobiliaria"
      visit_status: "agendada" | "confirmada" | "realizada" | "cancelada"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      broker_status: ["ativo", "licenca", "inativo"],
      contact_subject: ["duvida-anuncio", "problema-tecnico", "sugestao", "financeiro", "parceria", "outros"],
      invitation_status: ["pendente", "aceito", "expirado", "cancelado"],
      payment_method: ["vista", "financiamento", "parcelado", "misto"],
      property_objective: ["residencial", "comercial"],
      property_status: ["ativo", "pausado", "vendido", "alugado", "inativo"],
      property_type: ["apartamento", "casa", "kitnet_studio", "casa_condominio", "terreno", "sobrado", "assobradado", "cobertura"],
      proposal_event_kind: ["criada", "aceita", "rejeitada", "contraproposta", "contraproposta_aceita", "contraproposta_recusada", "nova_oferta"],
      proposal_status: ["pendente", "aceita", "rejeitada", "negociada"],
      transaction_type: ["venda", "aluguel"],
      user_role: ["cliente", "proprietario", "corretor", "imobiliaria"],
      visit_status: ["agendada", "confirmada", "realizada", "cancelada"],
    },
  },
} as const
