/// A badge of a "clear all" group as the host sees it when the group is triggered.
@_spi(Hosting) public struct ClearAllMember: Hashable, Sendable {
  /// The host's identifier for the badge.
  public var id: Int
  /// Where the badge is on screen now (its vertical position, so the list clears from the
  /// top), or `nil` when it is not on screen: such badges burst last.
  public var screenOrder: Double?
  /// Whether the badge was already dismissed on its own: it is skipped.
  public var isDismissed: Bool

  /// Creates a member.
  public init(id: Int, screenOrder: Double?, isDismissed: Bool = false) {
    self.id = id
    self.screenOrder = screenOrder
    self.isDismissed = isDismissed
  }
}
