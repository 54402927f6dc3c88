#if canImport(SwiftUI)
  import SwiftUI
  import StickyBadge
#endif
