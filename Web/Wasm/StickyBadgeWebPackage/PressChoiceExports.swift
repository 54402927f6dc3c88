// The press that several badges' touch targets contain (a list whose rows are closer than
// the target): the page offers the badges under the press, front to back, and the core's
// `TouchTargetChoice` says which one takes it, the one whose visible shape is nearest.

@_spi(Hosting) import StickyBadge
import StickyBadgeWeb

/// The choice being made for the current press.
enum PressChoiceExports {
  /// The badges offered since `sb_press_choice_begin`.
  nonisolated(unsafe) static var choice = TouchTargetChoice()
}

/// Starts choosing the badge a press goes to: no badge offered yet.
@_expose(wasm, "sb_press_choice_begin") @_cdecl("sb_press_choice_begin")
func pressChoiceBegin() {
  PressChoiceExports.choice = TouchTargetChoice()
}

/// Offers badge `handle`, where it was last placed, for a press at (x, y) (the overlay's
/// coordinates); an unknown handle or a non-finite point is not chosen.
@_expose(wasm, "sb_press_choice_offer") @_cdecl("sb_press_choice_offer")
func pressChoiceOffer(_ handle: Int32, _ x: Double, _ y: Double) {
  SessionExports.slot(handle)?.offer(
    to: &PressChoiceExports.choice, as: Int(handle), pressAt: Point(x: x, y: y))
}

/// The handle of the badge the press goes to among those offered, or -1 when no offered
/// badge's touch target contains it.
@_expose(wasm, "sb_press_choice_chosen") @_cdecl("sb_press_choice_chosen")
func pressChoiceChosen() -> Int32 {
  guard let chosen = PressChoiceExports.choice.chosen else { return -1 }
  return Int32(chosen)
}

/// 1 when the press lies on the visible shape of the badge chosen so far, so that no badge
/// offered after it (behind it) can take the press: the page may stop offering; else 0.
@_expose(wasm, "sb_press_choice_settled") @_cdecl("sb_press_choice_settled")
func pressChoiceSettled() -> Int32 {
  PressChoiceExports.choice.isSettled ? 1 : 0
}
