#if canImport(UIKit)
  import UIKit
  import StickyBadge
#endif
