/** The icons of the shell's later parts on every page (the notice over saved data, the chat), drawn by the first screens' Icon. */
import drawings from 'virtual:lucide-drawings/cloud-off,messages-square';

export const shellDrawings = { cloudOff: drawings['cloud-off'], messagesSquare: drawings['messages-square'] };
