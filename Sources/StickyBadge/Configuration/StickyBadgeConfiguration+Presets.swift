// The presets' configurations (``StickyBadgePreset`` names them): each starts from the
// defaults and sets what its write-up changes. `Docs/WriteUps.md` lists them, written from
// here by `stickybadge knobs --write`.

extension StickyBadgeConfiguration {
  /// QQ's own look: the defaults, QQ's unread red (``BadgeColor/unreadRed``) as its
  /// ``color`` (`configuration: .qq`). The renderer and the CLI draw that colour; a face draws
  /// its own colour property (UIKit's `badgeColor`, SwiftUI's `color:`, the web's `colour`),
  /// whose defaults are the system red and, on the web, a red whose white label meets WCAG AA:
  /// QQ's red there is that property set to ``BadgeColor/unreadRed`` (3.48 : 1).
  public static var qq: StickyBadgeConfiguration { StickyBadgeConfiguration() }

  /// The QQ-bubble write-up (000), its first pull mode: the big circle stays home and loses
  /// a third of its radius at the snap distance, the dragged small one shrinks fully (to the
  /// minimum scale), and the count is hidden while pulled.
  public static var qqBubbleBigCircleStays: StickyBadgeConfiguration { qqBubble(.bigCircleStays) }

  /// The QQ-bubble write-up (000), its second pull mode (QQ's own): the big circle follows
  /// the finger and the small one left at home shrinks; the rates of
  /// ``qqBubbleBigCircleStays``.
  public static var qqBubbleBigCircleMoves: StickyBadgeConfiguration { qqBubble(.bigCircleMoves) }

  /// The QQ-bubble write-up's configuration in `pullMode`.
  private static func qqBubble(_ pullMode: PullMode) -> StickyBadgeConfiguration {
    var configuration = StickyBadgeConfiguration()
    configuration.pullMode = pullMode
    configuration.bigCircleShrinkRate = 1.0 / 3
    configuration.smallCircleShrinkRate = 1
    configuration.minimumScale = 0.3
    configuration.hidesLabelWhileDragging = true
    return configuration
  }

  /// The exploding-button write-up (001): the anchor shrinks as `R − d/10` (for its 10-point
  /// radius, 0.6 of the radius at the snap), the bridge snaps at 60 points, a release past
  /// it plays eight burst images over one second, and one inside it springs back with
  /// damping 0.1 in 0.25 s.
  public static var explodingButton: StickyBadgeConfiguration {
    var configuration = StickyBadgeConfiguration()
    configuration.snapDistance = 60
    configuration.reattachDistance = 20
    configuration.smallCircleShrinkRate = 0.6
    configuration.minimumScale = 0
    configuration.returnSpring = Spring(response: 0.25, dampingRatio: 0.1)
    configuration.burst.style = .frames
    configuration.burst.duration = 1
    configuration.burst.frameCount = 8
    return configuration
  }

  /// The Swift-badge write-up (003): the waist narrows as `0.1^(d/200)`, and a released
  /// badge is flung 50 points past home and springs back with damping 0.2 (its shake).
  public static var swiftBadge: StickyBadgeConfiguration {
    var configuration = StickyBadgeConfiguration()
    configuration.waistNarrowingBase = 0.1
    configuration.waistNarrowingDistance = 200
    configuration.returnOvershoot = 50
    configuration.returnSpring = Spring(response: 0.3, dampingRatio: 0.2)
    return configuration
  }

  /// The AZMetaBall write-up (004): a metaball bridge that bursts or springs back on
  /// release, which is what the defaults draw (the metaball connector, the particle burst).
  public static var azMetaBall: StickyBadgeConfiguration { StickyBadgeConfiguration() }
}
