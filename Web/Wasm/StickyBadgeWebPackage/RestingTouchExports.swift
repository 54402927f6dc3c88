// The touch target of a badge at rest, before the page makes its session: the web package's
// build reads it (Web/package/tools/write-resting-numbers.js) into the styles a
// <sticky-badge> has from its first paint, and fails when the styles' rule differs.

@_spi(Hosting) import StickyBadge
import StickyBadgeWeb
import StickyBadgeWebConfiguration

/// How far the touch target of a badge resting in a `width` × `height` box, with the
/// default configuration, reaches beyond the box (`HostedBadge.restingHitTarget`): left and
/// right when `vertical` is 0, above and below otherwise; 0 for a box that is not finite.
/// What `sb_session_hit_outset` says once such a badge is made, counted and placed.
@_expose(wasm, "sb_resting_hit_outset") @_cdecl("sb_resting_hit_outset")
func restingHitOutset(_ width: Double, _ height: Double, _ vertical: Int32) -> Double {
  guard
    let target = HostedBadge.restingHitTarget(
      width: width, height: height, configuration: WebModuleState.defaultConfiguration())
  else { return 0 }
  return vertical == 0 ? target.horizontalOutset : target.verticalOutset
}

/// 1 when a vertical swipe that starts on a badge with the default configuration scrolls the
/// page (its CSS `touch-action` is then `pan-y`, else `none`), as `sb_session_touch_pan`
/// says once such a badge is made.
@_expose(wasm, "sb_resting_touch_pan") @_cdecl("sb_resting_touch_pan")
func restingTouchPan() -> Int32 {
  BadgeSession.leavesVerticalSwipesToScrolling(with: WebModuleState.defaultConfiguration()) ? 1 : 0
}
