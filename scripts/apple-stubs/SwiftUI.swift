// Minimal stand-ins for the SwiftUI API used by StickyBadgeSwiftUI, with the signatures from
// Apple's documentation, to type-check the adapter on Linux. Not an implementation.
@_exported import CoreGraphics
@_exported import Foundation
// The UIKit stand-in, for UIViewRepresentable and UIViewControllerRepresentable (SwiftUI's
// UIKit integration); absent when the check models macOS, where SwiftUI has no UIKit.
#if canImport(UIKit)
  import UIKit
#endif

// MARK: Combine stand-ins
public protocol ObservableObject: AnyObject {}
@propertyWrapper public struct Published<Value> {
  public var wrappedValue: Value
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

// MARK: Views
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}
extension Never: View { public var body: Never { fatalError() } }
public struct EmptyView: View {
  public init() {}
  public var body: Never { fatalError() }
}
public struct TupleView<T>: View { public var body: Never { fatalError() } }
public struct _ConditionalContent<A: View, B: View>: View {
  public var body: Never { fatalError() }
}
public struct AnyModified<Content>: View { public var body: Never { fatalError() } }

@resultBuilder public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<C: View>(_ content: C) -> C { content }
  public static func buildBlock<each C: View>(_ content: repeat each C) -> TupleView<
    (repeat each C)
  > { TupleView() }
  public static func buildIf<C: View>(_ content: C?) -> C? { content }
  public static func buildEither<A: View, B: View>(first: A) -> _ConditionalContent<A, B> {
    _ConditionalContent()
  }
  public static func buildEither<A: View, B: View>(second: B) -> _ConditionalContent<A, B> {
    _ConditionalContent()
  }
}
extension Optional: View where Wrapped: View { public var body: Never { fatalError() } }

public struct Alignment {
  public static let center = Alignment()
  public static let top = Alignment()
  public static let topTrailing = Alignment()
  public static let topLeading = Alignment()
  public static let bottomLeading = Alignment()
  public static let bottomTrailing = Alignment()
}
public enum Edge {
  public struct Set {
    public static let horizontal = Set()
    public static let vertical = Set()
    public static let all = Set()
  }
}

public enum LayoutDirection: Hashable, Sendable { case leftToRight, rightToLeft }
public enum ColorScheme: Hashable, Sendable { case light, dark }
public enum ColorSchemeContrast: Hashable, Sendable { case standard, increased }
public struct EnvironmentValues {
  public var layoutDirection: LayoutDirection
  public var colorScheme: ColorScheme
  public var colorSchemeContrast: ColorSchemeContrast { .standard }
  public var dynamicTypeSize: DynamicTypeSize
}
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}
@MainActor @preconcurrency public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder static var previews: Previews { get }
}

extension View {
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> AnyModified<Self>
  { AnyModified() }
  public func previewDisplayName(_ value: String?) -> AnyModified<Self> { AnyModified() }
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> AnyModified<Self>
  { AnyModified() }
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> AnyModified<Self> {
    AnyModified()
  }
  public func environmentObject<T: ObservableObject>(_ object: T) -> AnyModified<Self> {
    AnyModified()
  }
  public func allowsHitTesting(_ enabled: Bool) -> AnyModified<Self> { AnyModified() }
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> AnyModified<Self>
  { AnyModified() }
  public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> AnyModified<Self> {
    AnyModified()
  }
  public func contentShape<S: Shape>(_ shape: S) -> AnyModified<Self> { AnyModified() }
  public func gesture<G: Gesture>(_ gesture: G) -> AnyModified<Self> { AnyModified() }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyModified<Self> { AnyModified() }
  public func accessibilityHidden(_ hidden: Bool) -> AnyModified<Self> { AnyModified() }
  public func font(_ font: Font?) -> AnyModified<Self> { AnyModified() }
  public func foregroundColor(_ color: Color?) -> AnyModified<Self> { AnyModified() }
  public func padding(_ edges: Edge.Set = .vertical, _ length: Int) -> AnyModified<Self> {
    AnyModified()
  }
  public func navigationTitle(_ title: String) -> AnyModified<Self> { AnyModified() }
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> AnyModified<Self> {
    AnyModified()
  }
  public func modifier<M: ViewModifier>(_ modifier: M) -> AnyModified<Self> { AnyModified() }
}

@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder func body(content: Content) -> Body
}
public struct _ViewModifier_Content<M>: View { public var body: Never { fatalError() } }

// MARK: Values
public struct Font: Sendable {
  public enum TextStyle: Sendable { case footnote, headline, subheadline, largeTitle }
  public static let headline = Font()
  public static let subheadline = Font()
  public static let largeTitle = Font()
}
public struct Color: View, ShapeStyle, Sendable {
  init() {}
  public static let blue = Color()
  public static let accentColor = Color()
  public static let secondary = Color()
  public var body: Never { fatalError() }
}
public protocol ShapeStyle {}
public struct Text: View {
  public init(_ content: String) {}
  public func font(_ font: Font?) -> Text { self }
  public func foregroundColor(_ color: Color?) -> Text { self }
  public var body: Never { fatalError() }
}
public protocol Shape: View {}
public struct Rectangle: Shape {
  public init() {}
  public var body: Never { fatalError() }
}
public struct HStack<Content: View>: View {
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}
public struct Spacer: View {
  public init() {}
  public var body: Never { fatalError() }
}

public enum CoordinateSpace {
  case global, local
  case named(AnyHashable)
}

public struct Path {
  public init(_ path: CGPath) {}
}
public struct GraphicsContext {
  public struct Shading {
    public static func color(_ color: Color) -> Shading { Shading() }
  }
  public func fill(_ path: Path, with shading: Shading) {}
}
public struct Canvas<Symbols: View>: View {
  public var body: Never { fatalError() }
}
extension Canvas where Symbols == EmptyView {
  public init(
    opaque: Bool = false, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {}
}
public protocol TimelineSchedule {}
public struct AnimationTimelineSchedule: TimelineSchedule {}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  { AnimationTimelineSchedule() }
}
public struct TimelineViewContext { public let date: Date }
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewContext) -> Content
  ) {}
  public var body: Never { fatalError() }
}

// MARK: Gestures
@MainActor @preconcurrency public protocol Gesture { associatedtype Value }
public struct ChangedGesture<G: Gesture>: Gesture { public typealias Value = G.Value }
public struct EndedGesture<G: Gesture>: Gesture { public typealias Value = G.Value }
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
}
public struct Transaction {}
@propertyWrapper public struct GestureState<Value>: DynamicProperty {
  public init(wrappedValue: Value) { self.value = wrappedValue }
  private let value: Value
  public var wrappedValue: Value { value }
  public var projectedValue: GestureState<Value> { self }
}
extension Gesture {
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> { GestureStateGesture() }
  public func onChanged(_ action: @escaping (Value) -> Void) -> ChangedGesture<Self>
  where Value: Equatable { ChangedGesture() }
  public func onEnded(_ action: @escaping (Value) -> Void) -> EndedGesture<Self> { EndedGesture() }
}
public struct DragGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
  }
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

// MARK: State and environment
public protocol DynamicProperty {}
@propertyWrapper public struct State<Value>: DynamicProperty {
  public init(wrappedValue: Value) { self.value = wrappedValue }
  private var value: Value
  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }
}
@propertyWrapper public struct StateObject<O: ObservableObject>: DynamicProperty {
  public init(wrappedValue: @autoclosure @escaping () -> O) { self.object = wrappedValue() }
  private let object: O
  public var wrappedValue: O { object }
}
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  public var wrappedValue: Value { fatalError() }
}
@propertyWrapper public struct EnvironmentObject<O: ObservableObject>: DynamicProperty {
  public init() {}
  public var wrappedValue: O { fatalError() }
}
@propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    self.wrappedValue = wrappedValue
  }
  public var wrappedValue: Value
}

// MARK: - Used only by Examples/SwiftUIConversations.swiftpm

@MainActor @preconcurrency public protocol App {
  associatedtype Body: Scene
  init()
  @SceneBuilder var body: Body { get }
}
extension App { public static func main() {} }
@MainActor @preconcurrency public protocol Scene {}
@resultBuilder public enum SceneBuilder {
  public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
}
public struct WindowGroup<Content: View>: Scene {
  public init(@ViewBuilder content: () -> Content) {}
}
public struct NavigationView<Content: View>: View {
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}
public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle {
  public init() {}
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension View {
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> AnyModified<Self> {
    AnyModified()
  }
}
public struct List<Content: View>: View {
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}
public struct ForEach<Data: RandomAccessCollection, Content: View>: View
where Data.Element: Identifiable {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
  public var body: Never { fatalError() }
}
public enum HorizontalAlignment { case leading, center }
public struct VStack<Content: View>: View {
  public init(alignment: HorizontalAlignment = .center, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}
public struct Image: View {
  public init(systemName: String) {}
  public var body: Never { fatalError() }
}

@propertyWrapper public struct Binding<Value> {
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
}

#if canImport(UIKit)
// MARK: - UIViewRepresentable (iOS 13): the SwiftUI badge is UIKit's StickyBadgeView.
// makeCoordinator() is called before makeUIView(context:), and has a default returning ()
// when Coordinator is Void; the context's coordinator is that instance. dismantleUIView
// (static, with a default that does nothing) is called when the view leaves the hierarchy.

@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>
  @MainActor @preconcurrency func makeUIView(context: Context) -> UIViewType
  @MainActor @preconcurrency func updateUIView(_ uiView: UIViewType, context: Context)
  @MainActor @preconcurrency func makeCoordinator() -> Coordinator
  @MainActor @preconcurrency static func dismantleUIView(
    _ uiView: UIViewType, coordinator: Coordinator)
}
extension UIViewRepresentable {
  public var body: Never { fatalError() }
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}
extension UIViewRepresentable where Coordinator == Void { public func makeCoordinator() {} }
@MainActor @preconcurrency public struct UIViewRepresentableContext<
  Representable: UIViewRepresentable
> {
  @MainActor @preconcurrency public let coordinator: Representable.Coordinator
  @MainActor @preconcurrency public var environment: EnvironmentValues { fatalError() }
}
// iOS 15: "Creates a content size category from the specified SwiftUI Dynamic Type size."
extension UIContentSizeCategory {
  public init(_ dynamicTypeSize: DynamicTypeSize?) { self = .large }
}

// MARK: - Used only by Examples/UIKitConversations.swiftpm (its SwiftUI entry point)

@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View
where Body == Never {
  associatedtype UIViewControllerType: UIViewController
  typealias Context = UIViewControllerRepresentableContext<Self>
  @MainActor @preconcurrency func makeUIViewController(context: Context) -> UIViewControllerType
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: UIViewControllerType, context: Context)
}
extension UIViewControllerRepresentable { public var body: Never { fatalError() } }
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {}
public struct SafeAreaRegions: OptionSet {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}
extension View {
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> AnyModified<Self>
  { AnyModified() }
}
#endif
