// Author filters: the viewer's block list (also kept on the device) and mute list on their account.
import './lists.ts';
