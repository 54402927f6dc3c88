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
          badge: StickyBadgeDot(
            count: count, format: format, configuration: configuration, color: color,
            accessibilityText: accessibilityText, onDismiss: onDismiss)))
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
    let badge: StickyBadgeDot
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
    @ScaledMetric(relativeTo: .footnote) private var fontSize = CGFloat(
      BadgeMetrics.defaultLabelFontSize)
    @State private var session = StickyBadgeSession()
    @State private var presentation = BadgePresentation.inPlace
    @State private var frameInHost = CGRect.zero
    @GestureState private var isPressing = false

    private var content: BadgeContent { format.content(for: count) }
    private var radius: Double { BadgeMetrics.radius(forLabelFontSize: Double(fontSize)) }

    /// The badge's shape at rest, centred at `center`.
    private func shape(center: Point = .zero) -> BadgeShape? {
      content.shape(
        center: center, radius: radius,
        labelWidth: content.label.map { BadgeMetrics.estimatedLabelWidth(of: $0, radius: radius) }
          ?? 0)
    }

    var body: some View {
      let rest = shape()
      let target = HitTarget(
        width: rest?.width ?? 0, height: rest?.height ?? 0, margin: configuration.touchMargin)
      let corner = BadgeMetrics.cornerOffset(width: rest?.width ?? 0, height: rest?.height ?? 0)
      ZStack {
        Capsule().fill(color)
        if let label = content.label {
          Text(label).font(.system(size: fontSize, weight: .semibold)).foregroundColor(.white)
            .lineLimit(1).fixedSize()
        }
      }
      .frame(width: CGFloat(rest?.width ?? 0), height: CGFloat(rest?.height ?? 0))
      .opacity(presentation == .inPlace && content.isVisible ? 1 : 0)
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
      .accessibilityLabel(Text(accessibilityText.label(for: content, count: count) ?? ""))
      .accessibilityHint(Text(accessibilityText.hint))
      .accessibilityAction(named: Text(accessibilityText.dismissActionName)) {
        configureSession()
        session.dismiss(at: Date())
      }
      .accessibilityHidden(presentation == .dismissed || !content.isVisible)
      .onChange(of: count) { _ in session.contentChanged(isVisible: content.isVisible) }
      // SwiftUI ends a cancelled gesture without onEnded: the session sends the badge home
      // (after a normal end it is no longer held, and this does nothing).
      .onChange(of: isPressing) { pressing in
        if !pressing { session.dragCancelled(time: Date()) }
      }
      // A row deleted or scrolled away, or the app sent to the background, mid-animation.
      .onDisappear { session.interrupt(.windowRemoved) }
      .onChange(of: scenePhase) { phase in
        if phase == .background { session.interrupt(.backgrounded) }
      }
    }

    /// Tells the session the current shape, settings and callbacks before an input.
    private func configureSession() {
      session.core.configuration = configuration
      session.core.environment = BadgeEnvironment(
        reduceMotion: reduceMotion, increaseContrast: contrast == .increased)
      session.core.restingShape = shape(
        center: Point(x: Double(frameInHost.midX), y: Double(frameInHost.midY)))
      session.color = color
      session.labelText = content.label
      session.labelFontSize = fontSize
      session.onDismiss = onDismiss
      session.dismissedAnnouncement = accessibilityText.dismissedAnnouncement
      let (coordinator, current) = (overlay, session)
      session.onPresentationChange = { presentation in
        self.presentation = presentation
        coordinator?.setShown(presentation == .inOverlay, for: current)
      }
    }

    private var dragGesture: some Gesture {
      DragGesture(
        minimumDistance: CGFloat(HostPolicy.panRecognitionDistance),
        coordinateSpace: .named(StickyBadgeOverlayCoordinator.coordinateSpaceName)
      )
      .updating($isPressing) { _, pressing, _ in pressing = true }
      .onChanged { value in
        configureSession()
        session.dragMoved(to: value.location, from: value.startLocation, time: value.time)
      }
      .onEnded { value in
        session.dragEnded(at: value.location, from: value.startLocation, time: value.time)
      }
    }
  }
#endif
