// The es catalogue, one file per area of the product so that parts can be written side by side.
// Each file holds its own top-level namespaces; none is repeated across files.
import account from './account.json';
import auth from './auth.json';
import core from './core.json';
import crm from './crm.json';
import dashboard from './dashboard.json';
import marketing from './marketing.json';
import property from './property.json';
import pro from './pro.json';
import proposals from './proposals.json';
import search from './search.json';
import visits from './visits.json';
import listings from './listings.json';
import listingsManage from './listings-manage.json';
import listingEditor from './listing-editor.json';
import listingJobs from './listing-jobs.json';
import agencyPage from './agency-page.json';
import team from './team.json';
import billing from './billing.json';
import notifications from './notifications.json';
import settings from './settings.json';
import brokerGoals from './broker-goals.json';
import negotiation from './negotiation.json';
import location from './location.json';
import savedSearches from './saved-searches.json';
import pwa from './pwa.json';
import offline from './offline.json';
import priceContext from './price-context.json';
import trust from './trust.json';
import moderation from './moderation.json';

const messages = { ...core, ...marketing, ...auth, ...search, ...property, ...account, ...dashboard, ...visits, ...listings, ...proposals, ...pro, ...crm, ...listingsManage, ...listingEditor, ...listingJobs, ...agencyPage, ...team, ...billing, ...negotiation, ...location, ...notifications, ...settings, ...brokerGoals, ...savedSearches, ...pwa, ...offline, ...priceContext, ...trust, ...moderation };
export default messages;
