// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// the context of a representable's calls
// (https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext): its
// `coordinator` ("The view's associated coordinator") and `environment`.

/// What a representable is told when it makes and updates its view (Apple's name).
@MainActor @preconcurrency
public struct UIViewRepresentableContext<
  Representable: UIViewRepresentable
> {
  /// The coordinator `makeCoordinator()` made.
  public let coordinator: Representable.Coordinator
  /// The environment where the representable is.
  public let environment: EnvironmentValues
}
