// The en catalogue, one file per area of the product so that parts can be written side by side.
// Each file holds its own top-level namespaces; none is repeated across files.
import account from './account.json';
import auth from './auth.json';
import core from './core.json';
import dashboard from './dashboard.json';
import marketing from './marketing.json';
import property from './property.json';
import search from './search.json';

const messages = { ...core, ...marketing, ...auth, ...search, ...property, ...account, ...dashboard };
export default messages;
