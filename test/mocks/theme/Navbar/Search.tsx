/** `@theme/Navbar/Search` in jest: renders nothing. */
import type {ReactNode} from 'react';

export default function Mock(): ReactNode {
  return null;
}
