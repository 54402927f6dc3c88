// Compiled only where SwiftUI exists (iOS, macOS, visionOS, ...); not built on Linux.
#if canImport(SwiftUI)
  import StickyBadge
  import SwiftUI

  extension View {
    /// Adds a sticky unread badge at the top trailing corner: drag it away to dismiss it.
    ///
    /// ```swift
    /// Image(systemName: "message")
    ///   .stickyBadge(count: conversation.unread) { store.markRead(conversation) }
    /// ```
    ///
    /// Place a ``StickyBadgeOverlayHost`` at the root of the screen so the badge is drawn
    /// above every cell and bar while dragged; without one it is drawn over this view only.
    ///
    /// - Parameters:
    ///   - count: The unread count; `nil` shows a dot, 0 hides the badge.
    ///   - format: How counts turn into text (`"99+"`).
    ///   - configuration: The feel of the drag.
    ///   - color: The badge colour.
    ///   - accessibilityText: The words VoiceOver speaks; replace it to localise.
    ///   - onDismiss: Called once when the user (or VoiceOver's Dismiss action) dismissed it.
    public func stickyBadge(
      count: Int?, format: BadgeCountFormat = BadgeCountFormat(),
      configuration: StickyBadgeConfiguration = StickyBadgeConfiguration(), color: Color = .red,
      accessibilityText: BadgeAccessibilityText = .english,
      onDismiss: @escaping () -> Void
    ) -> some View {
      modifier(
        StickyBadgeModifier(
          count: count, format: format, configuration: configuration, color: color,
          accessibilityText: accessibilityText, onDismiss: onDismiss))
    }
  }

  extension View {
    /// Adds a sticky unread badge bound to a count: dismissing it sets the count to 0.
    ///
    /// ```swift
    /// @State private var unread = 12
    /// Image(systemName: "bell").stickyBadge(count: $unread)
    /// ```
    ///
    /// - Parameters:
    ///   - count: The unread count; the badge hides at 0 and comes back when it grows.
    ///   - format: How counts turn into text (`"99+"`).
    ///   - configuration: The feel of the drag.
    ///   - color: The badge colour.
    ///   - accessibilityText: The words VoiceOver speaks; replace it to localise.
    ///   - onDismiss: Called once after the count was set to 0 by a dismissal.
    public func stickyBadge(
      count: Binding<Int>, format: BadgeCountFormat = BadgeCountFormat(),
      configuration: StickyBadgeConfiguration = StickyBadgeConfiguration(), color: Color = .red,
      accessibilityText: BadgeAccessibilityText = .english,
      onDismiss: @escaping () -> Void = {}
    ) -> some View {
      stickyBadge(
        count: count.wrappedValue, format: format, configuration: configuration, color: color,
        accessibilityText: accessibilityText
      ) {
        count.wrappedValue = 0
        onDismiss()
      }
    }
  }

  /// The modifier behind `.stickyBadge(count:onDismiss:)`.
  public struct StickyBadgeModifier: ViewModifier {
    let count: Int?
    let format: BadgeCountFormat
    let configuration: StickyBadgeConfiguration
    let color: Color
    let accessibilityText: BadgeAccessibilityText
    let onDismiss: () -> Void

    @Environment(\.stickyBadgeOverlay) private var overlay

    /// The content with the badge on top; a local overlay host when there is no root host.
    @ViewBuilder
    public func body(content: Content) -> some View {
      if overlay != nil {
        content.overlay(alignment: .topTrailing) { badge }
      } else {
        StickyBadgeOverlayHost { content.overlay(alignment: .topTrailing) { badge } }
      }
    }

    private var badge: some View {
      StickyBadgeDot(
        count: count, format: format, configuration: configuration, color: color,
        accessibilityText: accessibilityText, onDismiss: onDismiss)
    }
  }

  /// The badge itself: a capsule with its label, and the drag gesture.
  struct StickyBadgeDot: View {
    let count: Int?
    let format: BadgeCountFormat
    let configuration: StickyBadgeConfiguration
    let color: Color
    let accessibilityText: BadgeAccessibilityText
    let onDismiss: () -> Void

    @Environment(\.stickyBadgeOverlay) private var overlay
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.scenePhase) private var scenePhase
    @ScaledMetric(relativeTo: .footnote) private var fontSize: CGFloat = 13
    @State private var session = StickyBadgeSession()
    @State private var isInOverlay = false
    @State private var isDismissed = false
    @State private var frameInHost = CGRect.zero
    @GestureState private var isPressing = false

    var body: some View {
      let content = format.content(for: count)
      let radius = BadgeMetrics.radius(forLabelFontSize: Double(fontSize))
      let shape = content.shape(
        center: .zero, radius: radius, labelWidth: estimatedLabelWidth(content))
      let target = HitTarget(
        width: shape?.width ?? 0, height: shape?.height ?? 0, margin: configuration.touchMargin)
      ZStack {
        Capsule().fill(color)
        if let label = content.label {
          Text(label).font(.system(size: fontSize, weight: .semibold)).foregroundColor(.white)
            .lineLimit(1).fixedSize()
        }
      }
      .frame(width: CGFloat(shape?.width ?? 0), height: CGFloat(shape?.height ?? 0))
      .opacity(isInOverlay || isDismissed || !content.isVisible ? 0 : 1)
      .background(
        GeometryReader { proxy in
          Color.clear
            .onAppear {
              frameInHost = proxy.frame(
                in: .named(StickyBadgeOverlayCoordinator.coordinateSpaceName))
            }
            .onChange(
              of: proxy.frame(in: .named(StickyBadgeOverlayCoordinator.coordinateSpaceName))
            ) {
              frameInHost = $0
            }
        }
      )
      // The touch target: at least 44 × 44 points, without changing the layout.
      .padding(.horizontal, CGFloat(target.horizontalOutset))
      .padding(.vertical, CGFloat(target.verticalOutset))
      .contentShape(Rectangle())
      .highPriorityGesture(dragGesture(content: content, radius: radius))
      .padding(.horizontal, -CGFloat(target.horizontalOutset))
      .padding(.vertical, -CGFloat(target.verticalOutset))
      .offset(x: CGFloat(shape?.width ?? 0) / 3, y: -CGFloat(shape?.height ?? 0) / 3)
      .accessibilityElement()
      .accessibilityLabel(Text(accessibilityText.label(for: content, count: count) ?? ""))
      .accessibilityHint(Text(accessibilityText.hint))
      .accessibilityAction(named: Text(accessibilityText.dismissActionName)) {
        configureSession(content: content, radius: radius)
        session.dismiss(at: Date())
      }
      .accessibilityHidden(isDismissed || !content.isVisible)
      .onChange(of: count) { _ in
        if isDismissed {
          session.reset()
          isDismissed = false
        }
      }
      .onChange(of: isPressing) { pressing in
        // SwiftUI ends a cancelled gesture without onEnded: send the badge home.
        if !pressing, session.isTracking {
          session.drag(.cancelled, location: .zero, start: .zero, time: Date())
        }
      }
      // A row deleted or scrolled away, or the app sent to the background, mid-animation.
      .onDisappear { session.interrupt() }
      .onChange(of: scenePhase) { phase in
        if phase == .background { session.interrupt() }
      }
    }

    private func estimatedLabelWidth(_ content: BadgeContent) -> Double {
      guard let label = content.label else { return 0 }
      // The core's estimate for the system font (0.6 em per character).
      let radius = BadgeMetrics.radius(forLabelFontSize: Double(fontSize))
      let shape = BadgeShape(center: .zero, radius: radius, text: label)
      return max(0, shape.width - radius)
    }

    private func configureSession(content: BadgeContent, radius: Double) {
      var adapted = HostPolicy.configuration(
        configuration, reduceMotion: reduceMotion, increaseContrast: contrast == .increased)
      adapted.touchMargin = configuration.touchMargin
      session.configuration = adapted
      session.color = color
      session.labelText = content.label
      session.labelFontSize = fontSize
      session.onDismiss = onDismiss
      session.dismissedAnnouncement = accessibilityText.dismissedAnnouncement
      let coordinator = overlay
      let current = session
      session.onPhaseChange = { phase in
        isInOverlay = HostPolicy.drawsInOverlay(in: phase)
        if phase == .dismissed { isDismissed = true }
        if HostPolicy.drawsInOverlay(in: phase) {
          coordinator?.show(current)
        } else {
          coordinator?.hide(current)
        }
      }
      let center = Point(x: Double(frameInHost.midX), y: Double(frameInHost.midY))
      let shape = content.shape(
        center: center, radius: radius, labelWidth: estimatedLabelWidth(content))
      session.lastShape = shape
      if let shape { _ = session.prepare(shape: shape) }
    }

    private func dragGesture(content: BadgeContent, radius: Double) -> some Gesture {
      DragGesture(
        minimumDistance: 2,
        coordinateSpace: .named(StickyBadgeOverlayCoordinator.coordinateSpaceName)
      )
      .updating($isPressing) { _, pressing, _ in pressing = true }
      .onChanged { value in
        if !session.isTracking {
          guard !isDismissed else { return }
          configureSession(content: content, radius: radius)
          session.drag(
            .began, location: value.location, start: value.startLocation, time: value.time)
        } else {
          session.drag(
            .changed, location: value.location, start: value.startLocation, time: value.time)
        }
      }
      .onEnded { value in
        session.drag(.ended, location: value.location, start: value.startLocation, time: value.time)
      }
    }
  }
#endif
