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
      billing_plans: {
        Row: {
          audience: string
          code: string
          discount_pct: number
          months: number
          name: string
          price_cents: number
          sort: number
          trial_days: number
        }
        Insert: {
          audience: string
          code: string
          discount_pct?: number
          months: number
          name: string
          price_cents: number
          sort?: number
          trial_days?: number
        }
        Update: {
          audience?: string
          code?: string
          discount_pct?: number
          months?: number
          name?: string
          price_cents?: number
          sort?: number
          trial_days?: number
        }
        Relationships: []
      }
      broker_goals: {
        Row: {
          broker_id: string
          month: string
          sales_goal: number
          updated_at: string
        }
        Insert: {
          broker_id: string
          month: string
          sales_goal: number
          updated_at?: string
        }
        Update: {
          broker_id?: string
          month?: string
          sales_goal?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "broker_goals_broker_id_fkey"
            columns: ["broker_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      broker_invitations: {
        Row: {
          accepted_at: string | null
          accepted_by: string | null
          agency_id: string | null
          created_at: string
          creci: string | null
          email: string
          expires_at: string
          id: string
          last_sent_at: string
          message: string | null
          name: string
          owner_id: string | null
          phone: string
          sent_count: number
          status: Database["public"]["Enums"]["invitation_status"]
          token: string | null
          token_hash: string
          updated_at: string
        }
        Insert: {
          accepted_at?: string | null
          accepted_by?: string | null
          agency_id?: string | null
          created_at?: string
          creci?: string | null
          email: string
          expires_at?: string
          id?: string
          last_sent_at?: string
          message?: string | null
          name: string
          owner_id?: string | null
          phone: string
          sent_count?: number
          status?: Database["public"]["Enums"]["invitation_status"]
          token?: string | null
          token_hash: string
          updated_at?: string
        }
        Update: {
          accepted_at?: string | null
          accepted_by?: string | null
          agency_id?: string | null
          created_at?: string
          creci?: string | null
          email?: string
          expires_at?: string
          id?: string
          last_sent_at?: string
          message?: string | null
          name?: string
          owner_id?: string | null
          phone?: string
          sent_count?: number
          status?: Database["public"]["Enums"]["invitation_status"]
          token?: string | null
          token_hash?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "broker_invitations_accepted_by_fkey"
            columns: ["accepted_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "broker_invitations_agency_id_fkey"
            columns: ["agency_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "broker_invitations_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      contact_messages: {
        Row: {
          created_at: string
          email: string
          id: number
          message: string
          name: string
          phone: string | null
          subject: Database["public"]["Enums"]["contact_subject"]
          urgent: boolean
          user_id: string | null
        }
        Insert: {
          created_at?: string
          email: string
          id?: number
          message: string
          name: string
          phone?: string | null
          subject: Database["public"]["Enums"]["contact_subject"]
          urgent?: boolean
          user_id?: string | null
        }
        Update: {
          created_at?: string
          email?: string
          id?: number
          message?: string
          name?: string
          phone?: string | null
          subject?: Database["public"]["Enums"]["contact_subject"]
          urgent?: boolean
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "contact_messages_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      crm_notes: {
        Row: {
          author_id: string | null
          body: string
          contact_id: string
          created_at: string
          id: number
          updated_at: string | null
          workspace_id: string
        }
        Insert: {
          author_id?: string | null
          body: string
          contact_id: string
          created_at?: string
          id?: never
          updated_at?: string | null
          workspace_id: string
        }
        Update: {
          author_id?: string | null
          body?: string
          contact_id?: string
          created_at?: string
          id?: never
          updated_at?: string | null
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "crm_notes_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_notes_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      crm_records: {
        Row: {
          contact_id: string
          contact_name: string | null
          lost_reason: string | null
          next_action_by: string | null
          next_action_notified_on: string | null
          next_action_on: string | null
          next_action_text: string | null
          stage: string
          stage_changed_at: string
          updated_at: string
          workspace_id: string
        }
        Insert: {
          contact_id: string
          contact_name?: string | null
          lost_reason?: string | null
          next_action_by?: string | null
          next_action_notified_on?: string | null
          next_action_on?: string | null
          next_action_text?: string | null
          stage?: string
          stage_changed_at?: string
          updated_at?: string
          workspace_id: string
        }
        Update: {
          contact_id?: string
          contact_name?: string | null
          lost_reason?: string | null
          next_action_by?: string | null
          next_action_notified_on?: string | null
          next_action_on?: string | null
          next_action_text?: string | null
          stage?: string
          stage_changed_at?: string
          updated_at?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "crm_records_next_action_by_fkey"
            columns: ["next_action_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_records_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
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
      leads: {
        Row: {
          anonymized_at: string | null
          cpf: string | null
          created_at: string
          email: string | null
          for_whom: string
          id: number
          message: string | null
          name: string | null
          phone: string | null
          property_id: number
          user_id: string | null
        }
        Insert: {
          anonymized_at?: string | null
          cpf?: string | null
          created_at?: string
          email?: string | null
          for_whom?: string
          id?: number
          message?: string | null
          name?: string | null
          phone?: string | null
          property_id: number
          user_id?: string | null
        }
        Update: {
          anonymized_at?: string | null
          cpf?: string | null
          created_at?: string
          email?: string | null
          for_whom?: string
          id?: number
          message?: string | null
          name?: string | null
          phone?: string | null
          property_id?: number
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "leads_property_id_fkey"
            columns: ["property_id"]
            isOneToOne: false
            referencedRelation: "properties"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "leads_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      listing_partner_requests: {
        Row: {
          created_at: string
          id: number
          message: string | null
          partner_id: string
          partner_role: Database["public"]["Enums"]["user_role"]
          property_id: number
          requested_by: string
          responded_at: string | null
          status: string
        }
        Insert: {
          created_at?: string
          id?: number
          message?: string | null
          partner_id: string
          partner_role: Database["public"]["Enums"]["user_role"]
          property_id: number
          requested_by: string
          responded_at?: string | null
          status?: string
        }
        Update: {
          created_at?: string
          id?: number
          message?: string | null
          partner_id?: string
          partner_role?: Database["public"]["Enums"]["user_role"]
          property_id?: number
          requested_by?: string
          responded_at?: string | null
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "listing_partner_requests_partner_id_fkey"
            columns: ["partner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "listing_partner_requests_property_id_fkey"
            columns: ["property_id"]
            isOneToOne: false
            referencedRelation: "properties"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "listing_partner_requests_requested_by_fkey"
            columns: ["requested_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      listing_reports: {
        Row: {
          created_at: string
          details: string | null
          id: number
          outcome: string | null
          property_id: number
          reason: string
          reporter_id: string
          resolved_at: string | null
        }
        Insert: {
          created_at?: string
          details?: string | null
          id?: never
          outcome?: string | null
          property_id: number
          reason: string
          reporter_id: string
          resolved_at?: string | null
        }
        Update: {
          created_at?: string
          details?: string | null
          id?: never
          outcome?: string | null
          property_id?: number
          reason?: string
          reporter_id?: string
          resolved_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "listing_reports_property_id_fkey"
            columns: ["property_id"]
            isOneToOne: false
            referencedRelation: "properties"
            referencedColumns: ["id"]
          },
        ]
      }
      listing_reviews: {
        Row: {
          decided_at: string | null
          decided_by: string | null
          decision_reason: string | null
          evidence: Json
          id: number
          opened_at: string
          property_id: number
          reasons: string[]
          status: string
        }
        Insert: {
          decided_at?: string | null
          decided_by?: string | null
          decision_reason?: string | null
          evidence?: Json
          id?: never
          opened_at?: string
          property_id: number
          reasons: string[]
          status?: string
        }
        Update: {
          decided_at?: string | null
          decided_by?: string | null
          decision_reason?: string | null
          evidence?: Json
          id?: never
          opened_at?: string
          property_id?: number
          reasons?: string[]
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "listing_reviews_property_id_fkey"
            columns: ["property_id"]
            isOneToOne: false
            referencedRelation: "properties"
            referencedColumns: ["id"]
          },
        ]
      }
      notifications: {
        Row: {
          body: string | null
          category: string
          created_at: string
          id: number
          kind: string
          link: string | null
          message_key: string | null
          params: Json
          read_at: string | null
          title: string
          user_id: string
        }
        Insert: {
          body?: string | null
          category?: string
          created_at?: string
          id?: number
          kind: string
          link?: string | null
          message_key?: string | null
          params?: Json
          read_at?: string | null
          title: string
          user_id: string
        }
        Update: {
          body?: string | null
          category?: string
          created_at?: string
          id?: number
          kind?: string
          link?: string | null
          message_key?: string | null
          params?: Json
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
      owner_broker_partners: {
        Row: {
          broker_id: string
          created_at: string
          ended_at: string | null
          invitation_id: string | null
          owner_id: string
        }
        Insert: {
          broker_id: string
          created_at?: string
          ended_at?: string | null
          invitation_id?: string | null
          owner_id: string
        }
        Update: {
          broker_id?: string
          created_at?: string
          ended_at?: string | null
          invitation_id?: string | null
          owner_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "owner_broker_partners_broker_id_fkey"
            columns: ["broker_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "owner_broker_partners_invitation_id_fkey"
            columns: ["invitation_id"]
            isOneToOne: false
            referencedRelation: "broker_invitations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "owner_broker_partners_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      payments: {
        Row: {
          agency_id: string | null
          amount_cents: number
          br_code: string | null
          created_at: string
          description: string
          due_date: string
          id: number
          paid_at: string | null
          payment_date: string
          period_start: string | null
          plan: string | null
          provider: string | null
          provider_charge_id: string | null
          sign_purchase_id: number | null
          status: string
          subscription_id: number | null
          txid: string
        }
        Insert: {
          agency_id?: string | null
          amount_cents: number
          br_code?: string | null
          created_at?: string
          description: string
          due_date: string
          id?: number
          paid_at?: string | null
          payment_date?: string
          period_start?: string | null
          plan?: string | null
          provider?: string | null
          provider_charge_id?: string | null
          sign_purchase_id?: number | null
          status?: string
          subscription_id?: number | null
          txid?: string
        }
        Update: {
          agency_id?: string | null
          amount_cents?: number
          br_code?: string | null
          created_at?: string
          description?: string
          due_date?: string
          id?: number
          paid_at?: string | null
          payment_date?: string
          period_start?: string | null
          plan?: string | null
          provider?: string | null
          provider_charge_id?: string | null
          sign_purchase_id?: number | null
          status?: string
          subscription_id?: number | null
          txid?: string
        }
        Relationships: [
          {
            foreignKeyName: "payments_agency_id_fkey"
            columns: ["agency_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "payments_plan_fkey"
            columns: ["plan"]
            isOneToOne: false
            referencedRelation: "billing_plans"
            referencedColumns: ["code"]
          },
          {
            foreignKeyName: "payments_sign_purchase_id_fkey"
            columns: ["sign_purchase_id"]
            isOneToOne: false
            referencedRelation: "sign_purchases"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "payments_subscription_id_fkey"
            columns: ["subscription_id"]
            isOneToOne: false
            referencedRelation: "subscriptions"
            referencedColumns: ["id"]
          },
        ]
      }
      profile_slug_history: {
        Row: {
          profile_id: string
          replaced_at: string
          slug: string
        }
        Insert: {
          profile_id: string
          replaced_at?: string
          slug: string
        }
        Update: {
          profile_id?: string
          replaced_at?: string
          slug?: string
        }
        Relationships: [
          {
            foreignKeyName: "profile_slug_history_profile_id_fkey"
            columns: ["profile_id"]
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
          contact_email: string | null
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
          page_photos: string[]
          phone: string | null
          rating: number | null
          responsible_name: string | null
          role: Database["public"]["Enums"]["user_role"]
          slug: string | null
          state: string | null
          updated_at: string
          user_id: string | null
          website: string | null
          whatsapp: string | null
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
          contact_email?: string | null
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
          page_photos?: string[]
          phone?: string | null
          rating?: number | null
          responsible_name?: string | null
          role?: Database["public"]["Enums"]["user_role"]
          slug?: string | null
          state?: string | null
          updated_at?: string
          user_id?: never
          website?: string | null
          whatsapp?: string | null
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
          contact_email?: string | null
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
          page_photos?: string[]
          phone?: string | null
          rating?: number | null
          responsible_name?: string | null
          role?: Database["public"]["Enums"]["user_role"]
          slug?: string | null
          state?: string | null
          updated_at?: string
          user_id?: never
          website?: string | null
          whatsapp?: string | null
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
          approx_latitude: number | null
          approx_longitude: number | null
          area: number | null
          availability_confirmed_at: string | null
          bathrooms: number
          bedrooms: number
          broker_id: string | null
          city: string
          city_key: string | null
          complement: string | null
          condo_features: string[]
          condo_fee: number | null
          created_at: string
          deleted_at: string | null
          description: string
          expires_at: string
          featured: boolean
          furnished: boolean
          id: number
          iptu: number | null
          latitude: number | null
          location_seed: number
          longitude: number | null
          neighborhood: string
          neighborhood_key: string | null
          objective: Database["public"]["Enums"]["property_objective"]
          other_items: string[]
          owner_id: string | null
          parking_spaces: number
          pets_allowed: boolean
          premium: boolean
          price: number
          price_per_m2: number | null
          published_at: string
          search_vector: string | null
          state: string
          status: Database["public"]["Enums"]["property_status"]
          street: string | null
          street_key: string | null
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
          approx_latitude?: never
          approx_longitude?: never
          area?: number | null
          availability_confirmed_at?: string | null
          bathrooms?: number
          bedrooms?: number
          broker_id?: string | null
          city?: string
          city_key?: never
          complement?: string | null
          condo_features?: string[]
          condo_fee?: number | null
          created_at?: string
          deleted_at?: string | null
          description?: string
          expires_at?: string
          featured?: boolean
          furnished?: boolean
          id?: number
          iptu?: number | null
          latitude?: number | null
          location_seed?: number
          longitude?: number | null
          neighborhood?: string
          neighborhood_key?: never
          objective?: Database["public"]["Enums"]["property_objective"]
          other_items?: string[]
          owner_id?: string | null
          parking_spaces?: number
          pets_allowed?: boolean
          premium?: boolean
          price?: number
          price_per_m2?: never
          published_at?: string
          search_vector?: never
          state?: string
          status?: Database["public"]["Enums"]["property_status"]
          street?: string | null
          street_key?: never
          street_number?: string | null
          title?: string
          transaction: Database["public"]["Enums"]["transaction_type"]
          type: Database["public"]["Enums"]["property_type"]
          updated_at?: string
          view_count?: number
          zip_code?: string | null
        }
        Update: {
          agency_id?: string | null
          appliances?: string[]
          approx_latitude?: never
          approx_longitude?: never
          area?: number | null
          availability_confirmed_at?: string | null
          bathrooms?: number
          bedrooms?: number
          broker_id?: string | null
          city?: string
          city_key?: never
          complement?: string | null
          condo_features?: string[]
          condo_fee?: number | null
          created_at?: string
          deleted_at?: string | null
          description?: string
          expires_at?: string
          featured?: boolean
          furnished?: boolean
          id?: number
          iptu?: number | null
          latitude?: number | null
          location_seed?: number
          longitude?: number | null
          neighborhood?: string
          neighborhood_key?: never
          objective?: Database["public"]["Enums"]["property_objective"]
          other_items?: string[]
          owner_id?: string | null
          parking_spaces?: number
          pets_allowed?: boolean
          premium?: boolean
          price?: number
          price_per_m2?: never
          published_at?: string
          search_vector?: never
          state?: string
          status?: Database["public"]["Enums"]["property_status"]
          street?: string | null
          street_key?: never
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
          phash: string | null
          position: number
          property_id: number
          storage_path: string
        }
        Insert: {
          alt_text?: string | null
          created_at?: string
          id?: number
          phash?: string | null
          position?: number
          property_id: number
          storage_path: string
        }
        Update: {
          alt_text?: string | null
          created_at?: string
          id?: number
          phash?: string | null
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
      property_price_history: {
        Row: {
          condo_fee: number | null
          id: number
          price: number
          property_id: number
          recorded_at: string
        }
        Insert: {
          condo_fee?: number | null
          id?: never
          price: number
          property_id: number
          recorded_at?: string
        }
        Update: {
          condo_fee?: number | null
          id?: never
          price?: number
          property_id?: number
          recorded_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "property_price_history_property_id_fkey"
            columns: ["property_id"]
            isOneToOne: false
            referencedRelation: "properties"
            referencedColumns: ["id"]
          },
        ]
      }
      proposal_events: {
        Row: {
          actor_id: string | null
          amount: number | null
          created_at: string
          id: number
          kind: Database["public"]["Enums"]["proposal_event_kind"]
          message: string | null
          proposal_id: number
        }
        Insert: {
          actor_id?: string | null
          amount?: number | null
          created_at?: string
          id?: number
          kind: Database["public"]["Enums"]["proposal_event_kind"]
          message?: string | null
          proposal_id: number
        }
        Update: {
          actor_id?: string | null
          amount?: number | null
          created_at?: string
          id?: number
          kind?: Database["public"]["Enums"]["proposal_event_kind"]
          message?: string | null
          proposal_id?: number
        }
        Relationships: [
          {
            foreignKeyName: "proposal_events_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proposal_events_proposal_id_fkey"
            columns: ["proposal_id"]
            isOneToOne: false
            referencedRelation: "proposals"
            referencedColumns: ["id"]
          },
        ]
      }
      proposals: {
        Row: {
          agreed_amount: number | null
          amount: number
          client_email: string | null
          client_id: string | null
          client_name: string | null
          client_phone: string | null
          closed_at: string | null
          counter_amount: number | null
          counter_message: string | null
          countered_at: string | null
          countered_by: string | null
          created_at: string
          deposit_months: number | null
          down_payment: number | null
          guarantee: string | null
          id: number
          message: string | null
          move_in_date: string | null
          original_price: number
          payment_method: Database["public"]["Enums"]["payment_method"] | null
          pets: boolean | null
          property_id: number
          residents: number | null
          responded_at: string | null
          status: Database["public"]["Enums"]["proposal_status"]
          submitted_by: string | null
          term_months: number | null
          updated_at: string
        }
        Insert: {
          agreed_amount?: number | null
          amount: number
          client_email?: string | null
          client_id?: string | null
          client_name?: string | null
          client_phone?: string | null
          closed_at?: string | null
          counter_amount?: number | null
          counter_message?: string | null
          countered_at?: string | null
          countered_by?: string | null
          created_at?: string
          deposit_months?: number | null
          down_payment?: number | null
          guarantee?: string | null
          id?: number
          message?: string | null
          move_in_date?: string | null
          original_price: number
          payment_method?: Database["public"]["Enums"]["payment_method"] | null
          pets?: boolean | null
          property_id: number
          residents?: number | null
          responded_at?: string | null
          status?: Database["public"]["Enums"]["proposal_status"]
          submitted_by?: string | null
          term_months?: number | null
          updated_at?: string
        }
        Update: {
          agreed_amount?: number | null
          amount?: number
          client_email?: string | null
          client_id?: string | null
          client_name?: string | null
          client_phone?: string | null
          closed_at?: string | null
          counter_amount?: number | null
          counter_message?: string | null
          countered_at?: string | null
          countered_by?: string | null
          created_at?: string
          deposit_months?: number | null
          down_payment?: number | null
          guarantee?: string | null
          id?: number
          message?: string | null
          move_in_date?: string | null
          original_price?: number
          payment_method?: Database["public"]["Enums"]["payment_method"] | null
          pets?: boolean | null
          property_id?: number
          residents?: number | null
          responded_at?: string | null
          status?: Database["public"]["Enums"]["proposal_status"]
          submitted_by?: string | null
          term_months?: number | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "proposals_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proposals_countered_by_fkey"
            columns: ["countered_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proposals_property_id_fkey"
            columns: ["property_id"]
            isOneToOne: false
            referencedRelation: "properties"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proposals_submitted_by_fkey"
            columns: ["submitted_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      push_subscriptions: {
        Row: {
          auth: string
          created_at: string
          endpoint: string
          id: number
          p256dh: string
          user_id: string
        }
        Insert: {
          auth: string
          created_at?: string
          endpoint: string
          id?: number
          p256dh: string
          user_id?: string
        }
        Update: {
          auth?: string
          created_at?: string
          endpoint?: string
          id?: number
          p256dh?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "push_subscriptions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
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
      saved_search_alerts: {
        Row: {
          created_at: string
          id: number
          property_id: number
          reason: string
          search_id: number
          sent_at: string | null
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: never
          property_id: number
          reason: string
          search_id: number
          sent_at?: string | null
          user_id: string
        }
        Update: {
          created_at?: string
          id?: never
          property_id?: number
          reason?: string
          search_id?: number
          sent_at?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "saved_search_alerts_property_id_fkey"
            columns: ["property_id"]
            isOneToOne: false
            referencedRelation: "properties"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "saved_search_alerts_search_id_fkey"
            columns: ["search_id"]
            isOneToOne: false
            referencedRelation: "saved_searches"
            referencedColumns: ["id"]
          },
        ]
      }
      saved_searches: {
        Row: {
          alert_city: string | null
          alert_furnished: boolean | null
          alert_min_bedrooms: number | null
          alert_pets: boolean | null
          alert_rent_max: number | null
          alert_sale_max: number | null
          alert_sale_min: number | null
          alert_state: string | null
          alert_transaction: string | null
          alert_types: string[] | null
          area_box: unknown | null
          created_at: string
          filters: Json
          frequency: string
          id: number
          last_sent_at: string | null
          last_visited_at: string
          name: string
          paused: boolean
          query: string
          unsubscribe_token: string
          updated_at: string
          user_id: string
        }
        Insert: {
          alert_city?: never
          alert_furnished?: never
          alert_min_bedrooms?: never
          alert_pets?: never
          alert_rent_max?: never
          alert_sale_max?: never
          alert_sale_min?: never
          alert_state?: never
          alert_transaction?: never
          alert_types?: never
          area_box?: never
          created_at?: string
          filters: Json
          frequency?: string
          id?: never
          last_sent_at?: string | null
          last_visited_at?: string
          name: string
          paused?: boolean
          query: string
          unsubscribe_token?: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          alert_city?: never
          alert_furnished?: never
          alert_min_bedrooms?: never
          alert_pets?: never
          alert_rent_max?: never
          alert_sale_max?: never
          alert_sale_min?: never
          alert_state?: never
          alert_transaction?: never
          alert_types?: never
          area_box?: never
          created_at?: string
          filters?: Json
          frequency?: string
          id?: never
          last_sent_at?: string | null
          last_visited_at?: string
          name?: string
          paused?: boolean
          query?: string
          unsubscribe_token?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "saved_searches_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      sign_kinds: {
        Row: {
          code: string
          name: string
          sort: number
          unit_price_cents: number
        }
        Insert: {
          code: string
          name: string
          sort?: number
          unit_price_cents: number
        }
        Update: {
          code?: string
          name?: string
          sort?: number
          unit_price_cents?: number
        }
        Relationships: []
      }
      sign_purchases: {
        Row: {
          agency_id: string | null
          amount_cents: number
          created_at: string
          expires_at: string
          id: number
          purchased_at: string
          quantity: number
          sign_type: string
          status: string
        }
        Insert: {
          agency_id?: string | null
          amount_cents: number
          created_at?: string
          expires_at?: string
          id?: number
          purchased_at?: string
          quantity: number
          sign_type: string
          status?: string
        }
        Update: {
          agency_id?: string | null
          amount_cents?: number
          created_at?: string
          expires_at?: string
          id?: number
          purchased_at?: string
          quantity?: number
          sign_type?: string
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "sign_purchases_agency_id_fkey"
            columns: ["agency_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "sign_purchases_sign_type_fkey"
            columns: ["sign_type"]
            isOneToOne: false
            referencedRelation: "sign_kinds"
            referencedColumns: ["code"]
          },
        ]
      }
      subscription_events: {
        Row: {
          action: string
          actor_id: string | null
          agency_id: string | null
          created_at: string
          from_plan: string | null
          id: number
          subscription_id: number | null
          to_plan: string | null
        }
        Insert: {
          action: string
          actor_id?: string | null
          agency_id?: string | null
          created_at?: string
          from_plan?: string | null
          id?: never
          subscription_id?: number | null
          to_plan?: string | null
        }
        Update: {
          action?: string
          actor_id?: string | null
          agency_id?: string | null
          created_at?: string
          from_plan?: string | null
          id?: never
          subscription_id?: number | null
          to_plan?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "subscription_events_agency_id_fkey"
            columns: ["agency_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "subscription_events_subscription_id_fkey"
            columns: ["subscription_id"]
            isOneToOne: false
            referencedRelation: "subscriptions"
            referencedColumns: ["id"]
          },
        ]
      }
      subscriptions: {
        Row: {
          agency_id: string | null
          auto_renew: boolean
          cancelled_at: string | null
          created_at: string
          ends_at: string | null
          id: number
          next_due_date: string | null
          pending_plan: string | null
          plan: string
          price_cents: number
          started_at: string
          status: string
          updated_at: string
        }
        Insert: {
          agency_id?: string | null
          auto_renew?: boolean
          cancelled_at?: string | null
          created_at?: string
          ends_at?: string | null
          id?: number
          next_due_date?: string | null
          pending_plan?: string | null
          plan: string
          price_cents: number
          started_at?: string
          status?: string
          updated_at?: string
        }
        Update: {
          agency_id?: string | null
          auto_renew?: boolean
          cancelled_at?: string | null
          created_at?: string
          ends_at?: string | null
          id?: number
          next_due_date?: string | null
          pending_plan?: string | null
          plan?: string
          price_cents?: number
          started_at?: string
          status?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "subscriptions_agency_id_fkey"
            columns: ["agency_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "subscriptions_pending_plan_fkey"
            columns: ["pending_plan"]
            isOneToOne: false
            referencedRelation: "billing_plans"
            referencedColumns: ["code"]
          },
          {
            foreignKeyName: "subscriptions_plan_fkey"
            columns: ["plan"]
            isOneToOne: false
            referencedRelation: "billing_plans"
            referencedColumns: ["code"]
          },
        ]
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
          theme: string
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
          theme?: string
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
          theme?: string
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
      accept_broker_invitation: {
        Args: {
          token: string
        }
        Returns: Json
      }
      accept_proposal: {
        Args: {
          proposal_id: number
        }
        Returns: {
          agreed_amount: number | null
          amount: number
          client_email: string | null
          client_id: string | null
          client_name: string | null
          client_phone: string | null
          closed_at: string | null
          counter_amount: number | null
          counter_message: string | null
          countered_at: string | null
          countered_by: string | null
          created_at: string
          deposit_months: number | null
          down_payment: number | null
          guarantee: string | null
          id: number
          message: string | null
          move_in_date: string | null
          original_price: number
          payment_method: Database["public"]["Enums"]["payment_method"] | null
          pets: boolean | null
          property_id: number
          residents: number | null
          responded_at: string | null
          status: Database["public"]["Enums"]["proposal_status"]
          submitted_by: string | null
          term_months: number | null
          updated_at: string
        }
      }
      accept_visit: {
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
      account_delete: {
        Args: Record<PropertyKey, never>
        Returns: {
          bucket: string
          name: string
        }[]
      }
      account_export: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      account_push_subscribe: {
        Args: {
          p_endpoint: string
          p_p256dh: string
          p_auth: string
        }
        Returns: undefined
      }
      agency_dashboard: {
        Args: {
          search?: string
          page?: number
          page_size?: number
        }
        Returns: Json
      }
      agency_dashboard_counts: {
        Args: Record<PropertyKey, never>
        Returns: {
          properties: number
          active_properties: number
          appointments: number
          upcoming_appointments: number
          brokers: number
          proposals: number
          open_proposals: number
        }[]
      }
      agency_page: {
        Args: {
          p_slug: string
          p_filters?: Json
        }
        Returns: Json
      }
      agency_page_set_photos: {
        Args: {
          p_paths: string[]
        }
        Returns: string[]
      }
      agency_page_update: {
        Args: {
          p_data: Json
        }
        Returns: string
      }
      agency_team: {
        Args: {
          search?: string
        }
        Returns: {
          id: string
          name: string
          email: string
          phone: string
          creci: string
          avatar_url: string
          broker_status: Database["public"]["Enums"]["broker_status"]
          joined_at: string
          sales: number
          active_listings: number
        }[]
      }
      billing_apply_event: {
        Args: {
          p_provider: string
          p_event_id: string
          p_txid: string
          p_status: string
          p_amount_cents: number
          p_now?: string
        }
        Returns: string
      }
      billing_attach_charge: {
        Args: {
          p_payment_id: number
          p_provider: string
          p_provider_charge_id: string
          p_br_code: string
        }
        Returns: undefined
      }
      billing_cancel: {
        Args: Record<PropertyKey, never>
        Returns: {
          agency_id: string | null
          auto_renew: boolean
          cancelled_at: string | null
          created_at: string
          ends_at: string | null
          id: number
          next_due_date: string | null
          pending_plan: string | null
          plan: string
          price_cents: number
          started_at: string
          status: string
          updated_at: string
        }
      }
      billing_change_plan: {
        Args: {
          p_plan: string
        }
        Returns: Json
      }
      billing_purchase_signs: {
        Args: {
          p_kind: string
          p_quantity: number
        }
        Returns: Json
      }
      billing_run_jobs: {
        Args: {
          p_now?: string
          p_agency?: string
        }
        Returns: Json
      }
      billing_set_auto_renew: {
        Args: {
          p_on: boolean
        }
        Returns: {
          agency_id: string | null
          auto_renew: boolean
          cancelled_at: string | null
          created_at: string
          ends_at: string | null
          id: number
          next_due_date: string | null
          pending_plan: string | null
          plan: string
          price_cents: number
          started_at: string
          status: string
          updated_at: string
        }
      }
      broker_goal: {
        Args: {
          tz?: string
        }
        Returns: Json
      }
      broker_home: {
        Args: {
          tz?: string
          items_limit?: number
        }
        Returns: Json
      }
      cancel_broker_invitation: {
        Args: {
          p_id: string
        }
        Returns: undefined
      }
      cancel_listing_partner_request: {
        Args: {
          request_id: number
        }
        Returns: {
          created_at: string
          id: number
          message: string | null
          partner_id: string
          partner_role: Database["public"]["Enums"]["user_role"]
          property_id: number
          requested_by: string
          responded_at: string | null
          status: string
        }
      }
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
      client_home: {
        Args: {
          featured_limit?: number
        }
        Returns: Json
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
          approx_latitude: number | null
          approx_longitude: number | null
          area: number | null
          availability_confirmed_at: string | null
          bathrooms: number
          bedrooms: number
          broker_id: string | null
          city: string
          city_key: string | null
          complement: string | null
          condo_features: string[]
          condo_fee: number | null
          created_at: string
          deleted_at: string | null
          description: string
          expires_at: string
          featured: boolean
          furnished: boolean
          id: number
          iptu: number | null
          latitude: number | null
          location_seed: number
          longitude: number | null
          neighborhood: string
          neighborhood_key: string | null
          objective: Database["public"]["Enums"]["property_objective"]
          other_items: string[]
          owner_id: string | null
          parking_spaces: number
          pets_allowed: boolean
          premium: boolean
          price: number
          price_per_m2: number | null
          published_at: string
          search_vector: string | null
          state: string
          status: Database["public"]["Enums"]["property_status"]
          street: string | null
          street_key: string | null
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
      contact_history: {
        Args: {
          contact_id: string
        }
        Returns: {
          kind: string
          item_id: number
          property_id: number
          property_title: string
          status: string
          amount: number
          message: string
          visit_date: string
          visit_time: string
          created_at: string
          user_id: string
          name: string
          email: string
          phone: string
        }[]
      }
      contact_message_create: {
        Args: {
          name: string
          email: string
          subject: Database["public"]["Enums"]["contact_subject"]
          message: string
          phone?: string
          urgent?: boolean
          user_id?: string
        }
        Returns: number
      }
      counter_proposal: {
        Args: {
          proposal_id: number
          amount: number
          message?: string
        }
        Returns: {
          agreed_amount: number | null
          amount: number
          client_email: string | null
          client_id: string | null
          client_name: string | null
          client_phone: string | null
          closed_at: string | null
          counter_amount: number | null
          counter_message: string | null
          countered_at: string | null
          countered_by: string | null
          created_at: string
          deposit_months: number | null
          down_payment: number | null
          guarantee: string | null
          id: number
          message: string | null
          move_in_date: string | null
          original_price: number
          payment_method: Database["public"]["Enums"]["payment_method"] | null
          pets: boolean | null
          property_id: number
          residents: number | null
          responded_at: string | null
          status: Database["public"]["Enums"]["proposal_status"]
          submitted_by: string | null
          term_months: number | null
          updated_at: string
        }
      }
      crm_add_note: {
        Args: {
          contact_id: string
          body: string
        }
        Returns: number
      }
      crm_contacts: {
        Args: {
          search?: string
          stage_filter?: string
          broker_filter?: string
        }
        Returns: {
          id: string
          user_id: string
          name: string
          email: string
          phone: string
          last_contact_at: string
          leads: number
          visits: number
          proposals: number
          stage: string
          lost_reason: string
          next_action_on: string
          next_action_text: string
          overdue: boolean
        }[]
      }
      crm_edit_note: {
        Args: {
          note_id: number
          body: string
        }
        Returns: undefined
      }
      crm_next_action_job: {
        Args: {
          p_now?: string
        }
        Returns: Json
      }
      crm_next_actions: {
        Args: {
          days?: number
          max_rows?: number
        }
        Returns: {
          contact_id: string
          name: string
          next_action_on: string
          next_action_text: string
          overdue: boolean
        }[]
      }
      crm_record: {
        Args: {
          contact_id: string
        }
        Returns: Json
      }
      crm_set_next_action: {
        Args: {
          contact_id: string
          due_on: string
          action: string
        }
        Returns: undefined
      }
      crm_set_stage: {
        Args: {
          contact_id: string
          stage: string
          reason?: string
        }
        Returns: string
      }
      decline_visit: {
        Args: {
          visit_id: number
        }
        Returns: undefined
      }
      email_outbox_claim: {
        Args: {
          p_limit?: number
          p_now?: string
        }
        Returns: {
          id: number
          email: string
          name: string
          language: string
          template: string
          data: Json
          attempts: number
        }[]
      }
      email_outbox_done: {
        Args: {
          p_id: number
          p_error?: string
          p_now?: string
        }
        Returns: undefined
      }
      end_broker_partnership: {
        Args: {
          p_broker: string
        }
        Returns: number
      }
      expire_properties: {
        Args: {
          p_now?: string
          p_property_id?: number
        }
        Returns: number
      }
      favorite_expiry_alerts: {
        Args: {
          p_now?: string
        }
        Returns: Json
      }
      immutable_unaccent: {
        Args: {
          "": string
        }
        Returns: string
      }
      invitation_by_token: {
        Args: {
          token: string
        }
        Returns: {
          inviter_kind: string
          inviter_name: string
          inviter_slug: string
          inviter_avatar_url: string
          name: string
          email: string
          status: Database["public"]["Enums"]["invitation_status"]
          expires_at: string
          for_me: boolean
        }[]
      }
      invite_broker: {
        Args: {
          p_name: string
          p_email: string
          p_phone: string
          p_creci?: string
          p_message?: string
        }
        Returns: Json
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
      lead_create: {
        Args: {
          property_id: number
          name: string
          cpf: string
          email: string
          phone: string
          for_whom?: string
          message?: string
          user_id?: string
        }
        Returns: number
      }
      leave_agency: {
        Args: Record<PropertyKey, never>
        Returns: undefined
      }
      listing_answer_apply: {
        Args: {
          p_token: string
          p_now?: string
        }
        Returns: Json
      }
      listing_answer_confirm: {
        Args: {
          p_token: string
          p_now?: string
        }
        Returns: Json
      }
      listing_assign_broker: {
        Args: {
          p_id: number
          p_broker: string
        }
        Returns: undefined
      }
      listing_availability_checks: {
        Args: {
          p_now?: string
          p_property_id?: number
        }
        Returns: Json
      }
      listing_become_owner: {
        Args: Record<PropertyKey, never>
        Returns: undefined
      }
      listing_delete: {
        Args: {
          p_id: number
        }
        Returns: string[]
      }
      listing_exact_address: {
        Args: {
          property_id: number
        }
        Returns: {
          id: number
          street: string
          street_number: string
          complement: string
          neighborhood: string
          city: string
          state: string
          zip_code: string
          latitude: number
          longitude: number
          listing_side: boolean
        }[]
      }
      listing_expiry_warnings: {
        Args: {
          p_now?: string
          p_property_id?: number
        }
        Returns: number
      }
      listing_manage_search: {
        Args: {
          p_q?: string
          p_status?: string
          p_sort?: string
          p_page?: number
        }
        Returns: Json
      }
      listing_mark_closed: {
        Args: {
          p_id: number
          p_status: string
        }
        Returns: undefined
      }
      listing_orphan_photos: {
        Args: {
          p_now?: string
          p_limit?: number
        }
        Returns: string[]
      }
      listing_partner_agencies: {
        Args: {
          p_q?: string
        }
        Returns: {
          id: string
          name: string
          city: string
          state: string
        }[]
      }
      listing_pause: {
        Args: {
          p_id: number
        }
        Returns: undefined
      }
      listing_photo_add: {
        Args: {
          p_id: number
          p_path: string
          p_alt?: string
        }
        Returns: number
      }
      listing_photo_hash_set: {
        Args: {
          p_photo_id: number
          p_hash: string
        }
        Returns: undefined
      }
      listing_photo_order: {
        Args: {
          p_id: number
          p_photo_ids: number[]
        }
        Returns: undefined
      }
      listing_photo_remove: {
        Args: {
          p_photo_id: number
        }
        Returns: string
      }
      listing_price_context: {
        Args: {
          p_id: number
        }
        Returns: Json
      }
      listing_price_positions: {
        Args: {
          p_ids: number[]
        }
        Returns: {
          id: number
          diff_pct: number
          level: string
        }[]
      }
      listing_publish: {
        Args: {
          p_id: number
        }
        Returns: undefined
      }
      listing_reactivate: {
        Args: {
          p_id: number
        }
        Returns: undefined
      }
      listing_remove_partner: {
        Args: {
          p_id: number
          p_partner: string
        }
        Returns: undefined
      }
      listing_renew: {
        Args: {
          p_id: number
        }
        Returns: undefined
      }
      listing_report: {
        Args: {
          p_property_id: number
          p_reason: string
          p_details?: string
        }
        Returns: undefined
      }
      listing_reviews_mine: {
        Args: Record<PropertyKey, never>
        Returns: {
          property_id: number
          title: string
          listing_status: string
          status: string
          reasons: string[]
          price: Json
          decision_reason: string
          opened_at: string
          decided_at: string
        }[]
      }
      listing_save: {
        Args: {
          p_id: number
          p_data: Json
        }
        Returns: number
      }
      listing_side_contacts: {
        Args: {
          search?: string
        }
        Returns: {
          id: string
          user_id: string
          name: string
          email: string
          phone: string
          last_contact_at: string
          leads: number
          visits: number
          proposals: number
        }[]
      }
      listing_side_report: {
        Args: {
          months?: number
        }
        Returns: {
          month: string
          leads: number
          visits: number
          proposals: number
          deals: number
        }[]
      }
      make_proposal: {
        Args: {
          property_id: number
          amount: number
          payment_method?: Database["public"]["Enums"]["payment_method"]
          message?: string
          confirmed?: boolean
          down_payment?: number
          move_in_date?: string
          term_months?: number
          guarantee?: string
          deposit_months?: number
          residents?: number
          pets?: boolean
        }
        Returns: {
          agreed_amount: number | null
          amount: number
          client_email: string | null
          client_id: string | null
          client_name: string | null
          client_phone: string | null
          closed_at: string | null
          counter_amount: number | null
          counter_message: string | null
          countered_at: string | null
          countered_by: string | null
          created_at: string
          deposit_months: number | null
          down_payment: number | null
          guarantee: string | null
          id: number
          message: string | null
          move_in_date: string | null
          original_price: number
          payment_method: Database["public"]["Enums"]["payment_method"] | null
          pets: boolean | null
          property_id: number
          residents: number | null
          responded_at: string | null
          status: Database["public"]["Enums"]["proposal_status"]
          submitted_by: string | null
          term_months: number | null
          updated_at: string
        }
      }
      managed_listings: {
        Args: Record<PropertyKey, never>
        Returns: {
          agency_id: string | null
          appliances: string[]
          approx_latitude: number | null
          approx_longitude: number | null
          area: number | null
          availability_confirmed_at: string | null
          bathrooms: number
          bedrooms: number
          broker_id: string | null
          city: string
          city_key: string | null
          complement: string | null
          condo_features: string[]
          condo_fee: number | null
          created_at: string
          deleted_at: string | null
          description: string
          expires_at: string
          featured: boolean
          furnished: boolean
          id: number
          iptu: number | null
          latitude: number | null
          location_seed: number
          longitude: number | null
          neighborhood: string
          neighborhood_key: string | null
          objective: Database["public"]["Enums"]["property_objective"]
          other_items: string[]
          owner_id: string | null
          parking_spaces: number
          pets_allowed: boolean
          premium: boolean
          price: number
          price_per_m2: number | null
          published_at: string
          search_vector: string | null
          state: string
          status: Database["public"]["Enums"]["property_status"]
          street: string | null
          street_key: string | null
          street_number: string | null
          title: string
          transaction: Database["public"]["Enums"]["transaction_type"]
          type: Database["public"]["Enums"]["property_type"]
          updated_at: string
          view_count: number
          zip_code: string | null
        }[]
      }
      mark_all_notifications_read: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      moderation_approve: {
        Args: {
          p_property_id: number
          p_note?: string
        }
        Returns: undefined
      }
      moderation_log_recent: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      moderation_queue: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      moderation_reject: {
        Args: {
          p_property_id: number
          p_reason: string
        }
        Returns: undefined
      }
      moderation_suspend_advertiser: {
        Args: {
          p_property_id: number
          p_reason: string
        }
        Returns: number[]
      }
      my_pending_visits: {
        Args: Record<PropertyKey, never>
        Returns: {
          id: number
          property_id: number
          property_title: string
          property_area: string
          cover_image: string
          visit_date: string
          visit_time: string
          status: Database["public"]["Enums"]["visit_status"]
          visitor_name: string
          message: string
          booked_by: string
          created_at: string
        }[]
      }
      my_proposals: {
        Args: {
          status?: Database["public"]["Enums"]["proposal_status"]
          search?: string
          awaiting_first?: boolean
        }
        Returns: {
          id: number
          property_id: number
          property_title: string
          property_address: string
          cover_image: string
          amount: number
          original_price: number
          payment_method: Database["public"]["Enums"]["payment_method"]
          message: string
          status: Database["public"]["Enums"]["proposal_status"]
          counter_amount: number
          counter_message: string
          agreed_amount: number
          created_at: string
          updated_at: string
        }[]
      }
      my_visits: {
        Args: Record<PropertyKey, never>
        Returns: {
          id: number
          property_id: number
          property_title: string
          property_address: string
          property_transaction: Database["public"]["Enums"]["transaction_type"]
          property_price: number
          cover_image: string
          visit_date: string
          visit_time: string
          status: Database["public"]["Enums"]["visit_status"]
          message: string
          cancel_reason: string
          cancelled_by_client: boolean
          can_cancel: boolean
          created_at: string
        }[]
      }
      nearby_properties: {
        Args: {
          lat: number
          lng: number
          radius_km?: number
          agency_slug?: string
          max_rows?: number
        }
        Returns: {
          id: number
          title: string
          transaction: Database["public"]["Enums"]["transaction_type"]
          type: Database["public"]["Enums"]["property_type"]
          price: number
          bedrooms: number
          bathrooms: number
          parking_spaces: number
          area: number
          street: string
          neighborhood: string
          city: string
          state: string
          latitude: number
          longitude: number
          featured: boolean
          cover_image: string
          distance_m: number
        }[]
      }
      normalize_text: {
        Args: {
          "": string
        }
        Returns: string
      }
      notification_category: {
        Args: {
          kind: string
        }
        Returns: string
      }
      notification_counts: {
        Args: Record<PropertyKey, never>
        Returns: {
          category: string
          total: number
          unread: number
        }[]
      }
      notification_mark_read: {
        Args: {
          p_id: number
        }
        Returns: boolean
      }
      notification_page: {
        Args: {
          p_category?: string
          p_offset?: number
          p_limit?: number
        }
        Returns: {
          id: number
          kind: string
          category: string
          message_key: string
          params: Json
          title: string
          body: string
          link: string
          read_at: string
          created_at: string
        }[]
      }
      notification_purge: {
        Args: {
          p_now?: string
        }
        Returns: number
      }
      owner_home: {
        Args: {
          leads_limit?: number
        }
        Returns: Json
      }
      owner_partner_brokers: {
        Args: Record<PropertyKey, never>
        Returns: {
          id: string
          name: string
          phone: string
          creci: string
          avatar_url: string
          since: string
          listings: number
        }[]
      }
      place_suggestions: {
        Args: {
          query: string
          max_results?: number
        }
        Returns: {
          kind: string
          name: string
          neighborhood: string
          city: string
          state: string
          listing_count: number
          property_id: number
          match: string
          similarity: number
        }[]
      }
      plan_price_cents: {
        Args: {
          plan: string
        }
        Returns: number
      }
      properties_in_bbox: {
        Args: {
          min_lat: number
          min_lng: number
          max_lat: number
          max_lng: number
          filters?: Json
          max_rows?: number
        }
        Returns: {
          id: number
          latitude: number
          longitude: number
          price: number
          transaction: Database["public"]["Enums"]["transaction_type"]
          type: Database["public"]["Enums"]["property_type"]
        }[]
      }
      property_contact: {
        Args: {
          property_id: number
        }
        Returns: {
          id: string
          role: Database["public"]["Enums"]["user_role"]
          name: string
          phone: string
          phone_after_sign_in: boolean
          avatar_url: string
          slug: string
          creci: string
        }[]
      }
      proposal_close: {
        Args: {
          proposal_id: number
        }
        Returns: {
          agreed_amount: number | null
          amount: number
          client_email: string | null
          client_id: string | null
          client_name: string | null
          client_phone: string | null
          closed_at: string | null
          counter_amount: number | null
          counter_message: string | null
          countered_at: string | null
          countered_by: string | null
          created_at: string
          deposit_months: number | null
          down_payment: number | null
          guarantee: string | null
          id: number
          message: string | null
          move_in_date: string | null
          original_price: number
          payment_method: Database["public"]["Enums"]["payment_method"] | null
          pets: boolean | null
          property_id: number
          residents: number | null
          responded_at: string | null
          status: Database["public"]["Enums"]["proposal_status"]
          submitted_by: string | null
          term_months: number | null
          updated_at: string
        }
      }
      proposal_history_for: {
        Args: {
          ids: number[]
        }
        Returns: {
          id: number
          proposal_id: number
          kind: Database["public"]["Enums"]["proposal_event_kind"]
          amount: number
          message: string
          actor_id: string
          actor_side: string
          actor_name: string
          created_at: string
        }[]
      }
      proposal_listings_in_negotiation: {
        Args: {
          ids: number[]
        }
        Returns: number[]
      }
      proposal_revise: {
        Args: {
          proposal_id: number
          amount: number
          confirmed?: boolean
          message?: string
        }
        Returns: {
          agreed_amount: number | null
          amount: number
          client_email: string | null
          client_id: string | null
          client_name: string | null
          client_phone: string | null
          closed_at: string | null
          counter_amount: number | null
          counter_message: string | null
          countered_at: string | null
          countered_by: string | null
          created_at: string
          deposit_months: number | null
          down_payment: number | null
          guarantee: string | null
          id: number
          message: string | null
          move_in_date: string | null
          original_price: number
          payment_method: Database["public"]["Enums"]["payment_method"] | null
          pets: boolean | null
          property_id: number
          residents: number | null
          responded_at: string | null
          status: Database["public"]["Enums"]["proposal_status"]
          submitted_by: string | null
          term_months: number | null
          updated_at: string
        }
      }
      proposal_terms_for: {
        Args: {
          ids: number[]
        }
        Returns: {
          id: number
          transaction: Database["public"]["Enums"]["transaction_type"]
          condo_fee: number
          iptu: number
          payment_method: Database["public"]["Enums"]["payment_method"]
          down_payment: number
          move_in_date: string
          term_months: number
          guarantee: string
          deposit_months: number
          residents: number
          pets: boolean
          closed_at: string
        }[]
      }
      proposal_undo: {
        Args: {
          proposal_id: number
        }
        Returns: {
          agreed_amount: number | null
          amount: number
          client_email: string | null
          client_id: string | null
          client_name: string | null
          client_phone: string | null
          closed_at: string | null
          counter_amount: number | null
          counter_message: string | null
          countered_at: string | null
          countered_by: string | null
          created_at: string
          deposit_months: number | null
          down_payment: number | null
          guarantee: string | null
          id: number
          message: string | null
          move_in_date: string | null
          original_price: number
          payment_method: Database["public"]["Enums"]["payment_method"] | null
          pets: boolean | null
          property_id: number
          residents: number | null
          responded_at: string | null
          status: Database["public"]["Enums"]["proposal_status"]
          submitted_by: string | null
          term_months: number | null
          updated_at: string
        }
      }
      proposal_withdraw: {
        Args: {
          proposal_id: number
        }
        Returns: {
          agreed_amount: number | null
          amount: number
          client_email: string | null
          client_id: string | null
          client_name: string | null
          client_phone: string | null
          closed_at: string | null
          counter_amount: number | null
          counter_message: string | null
          countered_at: string | null
          countered_by: string | null
          created_at: string
          deposit_months: number | null
          down_payment: number | null
          guarantee: string | null
          id: number
          message: string | null
          move_in_date: string | null
          original_price: number
          payment_method: Database["public"]["Enums"]["payment_method"] | null
          pets: boolean | null
          property_id: number
          residents: number | null
          responded_at: string | null
          status: Database["public"]["Enums"]["proposal_status"]
          submitted_by: string | null
          term_months: number | null
          updated_at: string
        }
      }
      public_page_slugs: {
        Args: {
          max_rows?: number
        }
        Returns: {
          slug: string
          role: Database["public"]["Enums"]["user_role"]
          updated_at: string
        }[]
      }
      push_outbox_claim: {
        Args: {
          p_limit?: number
          p_now?: string
        }
        Returns: {
          id: number
          endpoint: string
          p256dh: string
          auth: string
          message_key: string
          params: Json
          title: string
          body: string
          link: string
          language: string
          time_zone: string
          attempts: number
        }[]
      }
      push_outbox_done: {
        Args: {
          p_id: number
          p_outcome: string
          p_now?: string
        }
        Returns: undefined
      }
      received_proposals: {
        Args: {
          status?: Database["public"]["Enums"]["proposal_status"]
          search?: string
          broker?: string
          awaiting_first?: boolean
        }
        Returns: {
          id: number
          property_id: number
          property_title: string
          property_address: string
          cover_image: string
          amount: number
          original_price: number
          payment_method: Database["public"]["Enums"]["payment_method"]
          message: string
          status: Database["public"]["Enums"]["proposal_status"]
          counter_amount: number
          counter_message: string
          agreed_amount: number
          client_id: string
          client_name: string
          client_phone: string
          client_email: string
          created_at: string
          updated_at: string
        }[]
      }
      register_property_view: {
        Args: {
          property_id: number
        }
        Returns: undefined
      }
      reject_proposal: {
        Args: {
          proposal_id: number
          message?: string
        }
        Returns: {
          agreed_amount: number | null
          amount: number
          client_email: string | null
          client_id: string | null
          client_name: string | null
          client_phone: string | null
          closed_at: string | null
          counter_amount: number | null
          counter_message: string | null
          countered_at: string | null
          countered_by: string | null
          created_at: string
          deposit_months: number | null
          down_payment: number | null
          guarantee: string | null
          id: number
          message: string | null
          move_in_date: string | null
          original_price: number
          payment_method: Database["public"]["Enums"]["payment_method"] | null
          pets: boolean | null
          property_id: number
          residents: number | null
          responded_at: string | null
          status: Database["public"]["Enums"]["proposal_status"]
          submitted_by: string | null
          term_months: number | null
          updated_at: string
        }
      }
      remove_broker: {
        Args: {
          broker_id: string
        }
        Returns: undefined
      }
      request_listing_partner: {
        Args: {
          property_id: number
          partner_id: string
          message?: string
        }
        Returns: {
          created_at: string
          id: number
          message: string | null
          partner_id: string
          partner_role: Database["public"]["Enums"]["user_role"]
          property_id: number
          requested_by: string
          responded_at: string | null
          status: string
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
      resend_broker_invitation: {
        Args: {
          p_id: string
        }
        Returns: Json
      }
      respond_listing_partner_request: {
        Args: {
          request_id: number
          accept: boolean
        }
        Returns: {
          created_at: string
          id: number
          message: string | null
          partner_id: string
          partner_role: Database["public"]["Enums"]["user_role"]
          property_id: number
          requested_by: string
          responded_at: string | null
          status: string
        }
      }
      respond_to_counter: {
        Args: {
          proposal_id: number
          accept: boolean
          new_amount?: number
          message?: string
          confirmed?: boolean
        }
        Returns: {
          agreed_amount: number | null
          amount: number
          client_email: string | null
          client_id: string | null
          client_name: string | null
          client_phone: string | null
          closed_at: string | null
          counter_amount: number | null
          counter_message: string | null
          countered_at: string | null
          countered_by: string | null
          created_at: string
          deposit_months: number | null
          down_payment: number | null
          guarantee: string | null
          id: number
          message: string | null
          move_in_date: string | null
          original_price: number
          payment_method: Database["public"]["Enums"]["payment_method"] | null
          pets: boolean | null
          property_id: number
          residents: number | null
          responded_at: string | null
          status: Database["public"]["Enums"]["proposal_status"]
          submitted_by: string | null
          term_months: number | null
          updated_at: string
        }
      }
      run_scheduled_jobs: {
        Args: {
          p_now?: string
        }
        Returns: Json
      }
      saved_search_alert_job: {
        Args: {
          p_now?: string
        }
        Returns: Json
      }
      saved_search_create: {
        Args: {
          p_name: string
          p_query: string
          p_filters: Json
          p_frequency?: string
        }
        Returns: number
      }
      saved_search_delete: {
        Args: {
          p_id: number
        }
        Returns: boolean
      }
      saved_search_list: {
        Args: Record<PropertyKey, never>
        Returns: {
          id: number
          name: string
          query: string
          frequency: string
          paused: boolean
          new_matches: number
          last_visited_at: string
          created_at: string
        }[]
      }
      saved_search_matches_listing: {
        Args: {
          p_filters: Json
          p_property_id: number
        }
        Returns: boolean
      }
      saved_search_open: {
        Args: {
          p_id: number
        }
        Returns: string
      }
      saved_search_queue_hits: {
        Args: {
          p_search_ids: number[]
          p_property_id: number
        }
        Returns: number[]
      }
      saved_search_send: {
        Args: {
          p_now?: string
          p_user?: string
        }
        Returns: Json
      }
      saved_search_shape_matches_listing: {
        Args: {
          p_filters: Json
          p_property_id: number
        }
        Returns: boolean
      }
      saved_search_unsubscribe: {
        Args: {
          p_token: string
        }
        Returns: string
      }
      saved_search_update: {
        Args: {
          p_id: number
          p_name?: string
          p_frequency?: string
          p_paused?: boolean
        }
        Returns: boolean
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
      search_properties: {
        Args: {
          filters?: Json
        }
        Returns: {
          id: number
          title: string
          transaction: Database["public"]["Enums"]["transaction_type"]
          objective: Database["public"]["Enums"]["property_objective"]
          type: Database["public"]["Enums"]["property_type"]
          price: number
          condo_fee: number
          iptu: number
          bedrooms: number
          bathrooms: number
          parking_spaces: number
          area: number
          street: string
          neighborhood: string
          city: string
          state: string
          latitude: number
          longitude: number
          featured: boolean
          premium: boolean
          published_at: string
          agency_id: string
          broker_id: string
          cover_image: string
          rank: number
          total_count: number
          availability_confirmed_at: string
          in_negotiation: boolean
        }[]
      }
      sent_broker_invitations: {
        Args: Record<PropertyKey, never>
        Returns: {
          id: string
          name: string
          email: string
          phone: string
          creci: string
          status: Database["public"]["Enums"]["invitation_status"]
          expires_at: string
          created_at: string
          last_sent_at: string
          accepted_at: string
          accepted_by_name: string
        }[]
      }
      set_broker_goal: {
        Args: {
          sales_goal: number
          month?: string
          tz?: string
        }
        Returns: Json
      }
      set_broker_status: {
        Args: {
          broker_id: string
          status: Database["public"]["Enums"]["broker_status"]
        }
        Returns: undefined
      }
      sign_unit_price_cents: {
        Args: {
          sign_type: string
        }
        Returns: number
      }
      similar_properties: {
        Args: {
          property_id: number
          max_rows?: number
        }
        Returns: {
          id: number
          title: string
          transaction: Database["public"]["Enums"]["transaction_type"]
          type: Database["public"]["Enums"]["property_type"]
          price: number
          bedrooms: number
          bathrooms: number
          parking_spaces: number
          area: number
          neighborhood: string
          city: string
          state: string
          latitude: number
          longitude: number
          featured: boolean
          cover_image: string
        }[]
      }
      slugify: {
        Args: {
          value: string
        }
        Returns: string
      }
      staff_grant: {
        Args: {
          p_user_id: string
          p_note?: string
        }
        Returns: undefined
      }
      staff_revoke: {
        Args: {
          p_user_id: string
        }
        Returns: undefined
      }
      submit_proposal: {
        Args: {
          property_id: number
          client_name: string
          client_email: string
          client_phone: string
          amount: number
          payment_method?: Database["public"]["Enums"]["payment_method"]
          message?: string
          down_payment?: number
          move_in_date?: string
          term_months?: number
          guarantee?: string
          deposit_months?: number
          residents?: number
          pets?: boolean
        }
        Returns: {
          agreed_amount: number | null
          amount: number
          client_email: string | null
          client_id: string | null
          client_name: string | null
          client_phone: string | null
          closed_at: string | null
          counter_amount: number | null
          counter_message: string | null
          countered_at: string | null
          countered_by: string | null
          created_at: string
          deposit_months: number | null
          down_payment: number | null
          guarantee: string | null
          id: number
          message: string | null
          move_in_date: string | null
          original_price: number
          payment_method: Database["public"]["Enums"]["payment_method"] | null
          pets: boolean | null
          property_id: number
          residents: number | null
          responded_at: string | null
          status: Database["public"]["Enums"]["proposal_status"]
          submitted_by: string | null
          term_months: number | null
          updated_at: string
        }
      }
      visit_agenda: {
        Args: {
          search?: string
          status?: Database["public"]["Enums"]["visit_status"]
          max_rows?: number
          broker?: string
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
          broker_name: string
          started: boolean
          created_at: string
          broker_id: string
          confirmed_by_owner: boolean
        }[]
      }
      visit_listing_options: {
        Args: Record<PropertyKey, never>
        Returns: {
          id: number
          title: string
          address: string
        }[]
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
      payment_method: "vista" | "financiamento" | "financiamento_fgts" | "parcelado" | "misto"
      property_objective: "residencial" | "comercial"
      property_status:
        | "rascunho"
        | "ativo"
        | "pausado"
        | "em_analise"
        | "vendido"
        | "alugado"
        | "inativo"
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
        | "retirada"
        | "fechada"
        | "desfeita"
      proposal_status:
        | "pendente"
        | "aceita"
        | "rejeitada"
        | "negociada"
        | "retirada"
        | "fechada"
        | "desfeita"
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
      payment_method: ["vista", "financiamento", "financiamento_fgts", "parcelado", "misto"],
      property_objective: ["residencial", "comercial"],
      property_status: ["rascunho", "ativo", "pausado", "em_analise", "vendido", "alugado", "inativo"],
      property_type: ["apartamento", "casa", "kitnet_studio", "casa_condominio", "terreno", "sobrado", "assobradado", "cobertura"],
      proposal_event_kind: ["criada", "aceita", "rejeitada", "contraproposta", "contraproposta_aceita", "contraproposta_recusada", "nova_oferta", "retirada", "fechada", "desfeita"],
      proposal_status: ["pendente", "aceita", "rejeitada", "negociada", "retirada", "fechada", "desfeita"],
      transaction_type: ["venda", "aluguel"],
      user_role: ["cliente", "proprietario", "corretor", "imobiliaria"],
      visit_status: ["agendada", "confirmada", "realizada", "cancelada"],
    },
  },
} as const
