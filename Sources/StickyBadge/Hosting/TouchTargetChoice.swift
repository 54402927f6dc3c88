/// Decides which badge a press belongs to when the touch targets of several badges contain
/// it, as in a list whose rows are closer together than the 44-point target.
///
/// The rule, shared by every face: among the badges whose ``HitTarget`` contains the press,
/// the press goes to the one whose visible shape is nearest the point
/// (``HitTarget/distanceToBadge(_:)``). A press on a badge's visible shape is at distance 0,
/// so it always goes to that badge. When two badges are equally near (their visible shapes
/// overlap under the press), the one offered first wins: hosts offer badges front to back.
///
/// ```swift
/// var choice = TouchTargetChoice()
/// for (index, badge) in badgesFrontToBack.enumerated() {
///   choice.offer(index, target: badge.hitTarget, at: press - badge.origin)
/// }
/// let pressed = choice.chosen  // nil: the press is on no badge's target
/// ```
@_spi(Hosting) public struct TouchTargetChoice: Hashable, Sendable {
  /// The index of the badge the press goes to so far, or `nil` while no offered badge's
  /// target contains the press.
  public private(set) var chosen: Int?
  /// How far the press lies from the chosen badge's visible shape (infinity while none is
  /// chosen).
  public private(set) var distance: Double = .infinity

  /// Whether the choice is made for good: the press lies on the chosen badge's visible shape
  /// (distance 0), so no badge offered after it, behind it, can take the press. A host that
  /// offers the badge it hit first can stop there, without looking for the badges behind.
  public var isSettled: Bool { distance == 0 }

  /// Starts a choice with no badge offered.
  public init() {}

  /// Offers the badge numbered `index`, whose touch target is `target`, for a press at
  /// `point` in that badge's own coordinates (the badge occupies `0...width` × `0...height`).
  ///
  /// The badge becomes the choice when its target contains the press and its visible shape
  /// is strictly nearer than the current choice's. A non-finite point is never chosen.
  public mutating func offer(_ index: Int, target: HitTarget, at point: Point) {
    guard target.contains(point) else { return }
    let badgeDistance = target.distanceToBadge(point)
    if badgeDistance < distance || chosen == nil {
      chosen = index
      distance = badgeDistance
    }
  }
}
