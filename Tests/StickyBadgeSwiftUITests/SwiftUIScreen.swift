import Foundation
@_spi(Hosting) import StickyBadge
import StickyBadgeUIKit
@_spi(Fixture) import SwiftUI
@_spi(Fixture) import UIKit

/// A phone showing one SwiftUI view, in the SwiftUI and UIKit models: a window the size of an
/// iPhone 14 (390 × 844) and a hosting controller filling it, the view centred. Building one resets the
/// model (display links, settings, haptics, text size), so each test starts from a fresh device.
/// `offsetMirrors` picks the reading of `offset(x:y:)` right to left the model follows (Apple
/// does not say which holds); `textSizeBridged` whether the environment's text size reaches a
/// representable's UIKit traits (Apple does not say either).
@MainActor
struct SwiftUIScreen<Content: View> {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let host: UIHostingController<Content>

  init(
    _ root: Content, traits: UITraitCollection = UITraitCollection(), offsetMirrors: Bool = false,
    textSizeBridged: Bool = false
  ) {
    OffsetReading.mirrorsRightToLeft = offsetMirrors
    RepresentableTraitsReading.bridgesTextSize = textSizeBridged
    for link in DisplayLinks.running { link.invalidate() }
    AccessibilitySettings.reset()
    Haptics.played = []
    window.setTraits(traits)
    host = UIHostingController(rootView: root)
    host.view.frame = window.bounds
    window.addSubview(host.view)
    window.layoutIfNeeded()
  }

  /// The badge views mounted in the hosting view, front to back.
  var badges: [StickyBadgeView] {
    func all(in view: UIView) -> [StickyBadgeView] {
      view.subviews.reversed().flatMap { [$0 as? StickyBadgeView].compactMap { $0 } + all(in: $0) }
    }
    return all(in: host.view)
  }

  /// The frame of `view` in the window.
  func frame(of view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

  /// A finger presses at `start`, drags to `end` in `steps` moves and lifts: a pull let go.
  func pull(from start: CGPoint, to end: CGPoint, steps: Int = 10) {
    let finger = window.touchDown(at: start)
    finger.drag(to: end, steps: steps)
    finger.lift()
  }

  /// Lets the main actor run what was queued for its next turn (SwiftUI's deferred updates,
  /// the adapter's deferred dismissal).
  func nextTurn() async { await Task { @MainActor in }.value }
}

/// A 40-point avatar, as a chat list shows one, with a badge on `alignment`'s corner; `probe`
/// sees its unread count (a `State` the badge is bound to) and its dismissals.
struct Avatar: View {
  let probe: Probe
  var alignment = BadgeCornerPlacement.Corner.topTrailing
  @State private var unread: Int

  init(unread: Int, alignment: BadgeCornerPlacement.Corner = .topTrailing, probe: Probe) {
    (_unread, self.alignment, self.probe) = (State(wrappedValue: unread), alignment, probe)
  }

  var body: some View {
    probe.renders.append(unread)
    probe.unread = $unread
    return Rectangle().frame(width: 40, height: 40)
      .stickyBadge(count: $unread, alignment: alignment) { probe.dismissals += 1 }
  }
}

/// What a test sees of an `Avatar`: its state and what happened to it.
@MainActor
final class Probe {
  /// The avatar's unread count, bound as the badge is.
  var unread: Binding<Int>?
  /// The unread count at each evaluation of the avatar's body, in order.
  var renders: [Int] = []
  /// How many times `onDismiss` was called.
  var dismissals = 0

  /// Sees `unread` from now on (a view's body calls it).
  func watch(_ unread: Binding<Int>) { self.unread = unread }
}

extension CGRect {
  /// The centre.
  var centre: CGPoint { CGPoint(x: midX, y: midY) }
}

extension CGPoint {
  /// This point moved by `dx`, `dy`.
  func moved(_ dx: CGFloat, _ dy: CGFloat) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }
}
