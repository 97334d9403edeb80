// The cards' script set up as it is imported: what /search imports when it needs it (card-hours-later.ts).
import { setUpCardHours } from "./card-hours.ts";

setUpCardHours();
