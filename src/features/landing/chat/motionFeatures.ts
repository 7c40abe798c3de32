/** framer-motion's DOM animation features, loaded lazily by SupportChat's `LazyMotion`. */
import { domAnimation } from 'framer-motion';

export default domAnimation;
