// Compiled only where SwiftUI exists (iOS, macOS, visionOS, ...); not built on Linux.
#if canImport(SwiftUI)
  import StickyBadge
  import StickyBadgeAppleSupport
  import SwiftUI

  extension View {
    /// Adds a sticky unread badge at the top trailing corner: drag it away to dismiss it.
    ///
    /// Place a ``StickyBadgeOverlayHost`` at the root of the screen so the badge is drawn
    /// above every cell and bar while dragged; without one it is drawn over this view only.
    ///
    /// - Parameters:
    ///   - count: The unread count; `nil` shows a dot, 0 hides the badge.
    ///   - format: How counts turn into text (`"99+"`).
    ///   - configuration: The feel of the drag.
    ///   - color: The badge colour as components, darkened under Increase Contrast;
    ///     `nil` for the configuration's colour.
    ///   - accessibilityText: The words VoiceOver speaks; replace it to localise.
    ///   - onDismiss: Called once when the user (or VoiceOver's Dismiss action) dismissed it.
    public func stickyBadge(
      count: Int?, format: BadgeCountFormat = BadgeCountFormat(),
      configuration: StickyBadgeConfiguration = StickyBadgeConfiguration(),
      color: BadgeColor? = nil, accessibilityText: BadgeAccessibilityText = .english,
      onDismiss: @escaping () -> Void
    ) -> some View {
      modifier(
        StickyBadgeModifier(
          badge: StickyBadgeDot(
            base: BadgeAppearance(
              count: count, format: format, color: color ?? configuration.color,
              labelColor: configuration.labelColor, accessibilityText: accessibilityText),
            configuration: configuration, onDismiss: onDismiss)))
    }

    /// Adds a sticky unread badge bound to a count: dismissing it sets the count to 0.
    ///
    /// - Parameters:
    ///   - count: The unread count; the badge hides at 0 and comes back when it grows.
    ///   - format: How counts turn into text (`"99+"`).
    ///   - configuration: The feel of the drag.
    ///   - color: The badge colour; `nil` for the configuration's colour.
    ///   - accessibilityText: The words VoiceOver speaks; replace it to localise.
    ///   - onDismiss: Called once after the count was set to 0 by a dismissal.
    public func stickyBadge(
      count: Binding<Int>, format: BadgeCountFormat = BadgeCountFormat(),
      configuration: StickyBadgeConfiguration = StickyBadgeConfiguration(),
      color: BadgeColor? = nil, accessibilityText: BadgeAccessibilityText = .english,
      onDismiss: @escaping () -> Void = {}
    ) -> some View {
      stickyBadge(
        count: count.wrappedValue, format: format, configuration: configuration, color: color,
        accessibilityText: accessibilityText
      ) {
        count.wrappedValue = BadgeCountFormat.dismissedCount
        onDismiss()
      }
    }
  }

  /// The modifier behind `.stickyBadge(count:onDismiss:)`: the badge at the top trailing
  /// corner, in a local overlay host when there is no root host.
  struct StickyBadgeModifier: ViewModifier {
    let badge: StickyBadgeDot
    @Environment(\.stickyBadgeOverlay) private var overlay

    @ViewBuilder
    func body(content: Content) -> some View {
      if overlay != nil {
        content.overlay(alignment: .topTrailing) { badge }
      } else {
        StickyBadgeOverlayHost { content.overlay(alignment: .topTrailing) { badge } }
      }
    }
  }

  /// The badge itself: the core's paint list at rest, and the drag gesture.
  struct StickyBadgeDot: View {
    /// The badge's appearance but for the label font, which follows Dynamic Type here.
    let base: BadgeAppearance
    let configuration: StickyBadgeConfiguration
    let onDismiss: () -> Void

    @Environment(\.stickyBadgeOverlay) private var overlay
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.scenePhase) private var scenePhase
    @ScaledMetric(relativeTo: .footnote) private var fontSize = BadgeMetrics.defaultLabelFontSize
    /// A reference SwiftUI does not observe, so that advancing it while the overlay draws
    /// does not invalidate views.
    @State private var host = BadgeSessionHost(defersCallbacks: true)
    @State private var presentation = BadgePresentation.inPlace
    @State private var frameInHost = CGRect.zero
    @GestureState private var isPressing = false

    /// Everything the core decides about the badge at rest.
    private var appearance: BadgeAppearance {
      var appearance = base
      (appearance.labelFontSize, appearance.labelFont) = (fontSize, .systemSemibold(size: fontSize))
      return appearance
    }

    private var environment: BadgeEnvironment {
      BadgeEnvironment(reduceMotion: reduceMotion, increaseContrast: contrast == .increased)
    }

    var body: some View {
      let appearance = appearance
      let (size, corner) = (appearance.size, appearance.cornerOffset)
      let target = appearance.hitTarget(margin: configuration.touchMargin)
      let spoken = appearance.accessibilityLabel(isDismissed: presentation == .dismissed)
      // Drawn here only at rest; the overlay draws it in motion.
      let list =
        presentation.hidesView
        ? nil : appearance.restingPaintList(configuration: configuration, environment: environment)
      Canvas { context, _ in list.map { context.draw($0) } }
        .frame(width: CGFloat(size.width), height: CGFloat(size.height))
        .background(
          GeometryReader { proxy in
            let frame = proxy.frame(in: .named(StickyBadgeOverlayCoordinator.coordinateSpaceName))
            Color.clear.onAppear { frameInHost = frame }.onChange(of: frame) { frameInHost = $0 }
          }
        )
        // The touch target: at least 44 × 44 points, without changing the layout.
        .padding(.horizontal, CGFloat(target.horizontalOutset))
        .padding(.vertical, CGFloat(target.verticalOutset))
        .contentShape(Rectangle())
        .highPriorityGesture(dragGesture)
        .padding(.horizontal, -CGFloat(target.horizontalOutset))
        .padding(.vertical, -CGFloat(target.verticalOutset))
        .offset(x: CGFloat(corner.x), y: CGFloat(corner.y))
        .accessibilityElement()
        .accessibilityLabel(Text(spoken ?? ""))
        .accessibilityHint(Text(base.accessibilityText.hint))
        .accessibilityAction(named: Text(base.accessibilityText.dismissActionName)) {
          feed { session, time in session.dismiss(time: time) }
        }
        .accessibilityHidden(spoken == nil)
        .onChange(of: base.count) { _ in
          feed { session, time in
            session.contentChanged(isVisible: appearance.content.isVisible, time: time)
          }
        }
        // SwiftUI ends a cancelled gesture without onEnded (BadgeSession.dragReset).
        .onChange(of: isPressing) { pressing in if !pressing { feed { $0.dragReset(time: $1) } } }
        // A row deleted or scrolled away, or the app sent to the background, mid-animation.
        .onDisappear { feed { $0.interrupt(.windowRemoved, time: $1) } }
        .onChange(of: scenePhase) { phase in
          if phase == .background { feed { $0.interrupt(.backgrounded, time: $1) } }
        }
    }

    /// Tells the session the current shape, settings and callbacks, then feeds it one input.
    private func feed(at time: Date = Date(), _ input: (inout BadgeSession, Double) -> Void) {
      host.session.show(
        appearance, center: Point(x: Double(frameInHost.midX), y: Double(frameInHost.midY)),
        configuration: configuration, environment: environment)
      (host.onDismiss, host.dismissedAnnouncement) = (
        onDismiss, base.accessibilityText.dismissedAnnouncement
      )
      let (coordinator, current) = (overlay, host)
      host.onPresentation = { presentation in
        self.presentation = presentation
        coordinator?.setShown(presentation.showsOverlay, for: current)
      }
      host.feed(at: time.timeIntervalSinceReferenceDate, input)
    }

    private var dragGesture: some Gesture {
      DragGesture(
        minimumDistance: CGFloat(HostPolicy.panRecognitionDistance),
        coordinateSpace: .named(StickyBadgeOverlayCoordinator.coordinateSpaceName)
      )
      .updating($isPressing) { _, pressing, _ in pressing = true }
      .onChanged { value in
        feed(at: value.time) {
          $0.dragMoved(to: Point(value.location), from: Point(value.startLocation), time: $1)
        }
      }
      .onEnded { value in
        feed(at: value.time) {
          $0.dragEnded(at: Point(value.location), from: Point(value.startLocation), time: $1)
        }
      }
    }
  }
#endif
