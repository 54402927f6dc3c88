// Compiled only where SwiftUI exists (iOS, macOS, visionOS, ...); not built on Linux.
#if canImport(SwiftUI)
  import StickyBadge
  import StickyBadgeAppleSupport
  import SwiftUI

  /// The container that lets sticky badges escape clipping: place it once at the root
  /// of a screen (around a `NavigationView`, `TabView` or `List`), and every
  /// `.stickyBadge(count:onDismiss:)` inside it is
  /// drawn, while dragged, in one overlay above everything else.
  ///
  /// The overlay is a `Canvas` inside a `TimelineView(.animation)` that is paused while
  /// no badge moves, and it never takes touches.
  public struct StickyBadgeOverlayHost<Content: View>: View {
    @StateObject private var coordinator = StickyBadgeOverlayCoordinator()
    private let content: Content

    /// Creates a host around `content`.
    public init(@ViewBuilder content: () -> Content) {
      self.content = content()
    }

    /// The content with the overlay above it.
    public var body: some View {
      content
        .environment(\.stickyBadgeOverlay, coordinator)
        .coordinateSpace(name: StickyBadgeOverlayCoordinator.coordinateSpaceName)
        .overlay(StickyBadgeOverlayCanvas(coordinator: coordinator).allowsHitTesting(false))
    }
  }

  /// The badges a host draws, in the host's coordinate space.
  @MainActor
  final class StickyBadgeOverlayCoordinator: ObservableObject {
    /// The name of the host's coordinate space, in which every engine works.
    nonisolated static let coordinateSpaceName = "StickyBadgeOverlayHost"

    /// The sessions being drawn by the overlay.
    @Published private(set) var active: [BadgeSessionHost] = []

    /// Draws `session` in the overlay, or stops drawing it.
    func setShown(_ shown: Bool, for session: BadgeSessionHost) {
      active.removeAll { $0 === session }
      if shown { active.append(session) }
    }
  }

  private struct StickyBadgeOverlayCanvas: View {
    @ObservedObject var coordinator: StickyBadgeOverlayCoordinator

    var body: some View {
      TimelineView(.animation(minimumInterval: nil, paused: coordinator.active.isEmpty)) {
        context in
        // Advance the engines here, on the main actor; the canvas only draws values.
        let time = context.date.timeIntervalSinceReferenceDate
        let lists = coordinator.active.compactMap { host in
          host.feed(at: time) { session, time in
            session.advance(to: time)
            return session.paintFrame()
          }
        }
        Canvas { graphics, _ in
          for list in lists { graphics.draw(list) }
        }
      }
    }
  }

  private struct StickyBadgeOverlayKey: EnvironmentKey {
    static let defaultValue: StickyBadgeOverlayCoordinator? = nil
  }

  extension EnvironmentValues {
    /// The nearest overlay host's coordinator, if any.
    var stickyBadgeOverlay: StickyBadgeOverlayCoordinator? {
      get { self[StickyBadgeOverlayKey.self] }
      set { self[StickyBadgeOverlayKey.self] = newValue }
    }
  }
#endif
