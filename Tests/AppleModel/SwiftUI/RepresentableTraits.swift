import UIKit

// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// the UIKit traits of a representable's view where the environment's text size differs from
// the hosting view's (`dynamicTypeSize(_:)` on a subtree). Apple does not say whether SwiftUI
// gives the view that text size as a trait: UIViewRepresentable
// (https://developer.apple.com/documentation/swiftui/uiviewrepresentable) and its context's
// environment (https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/environment)
// say only "Use the environment values to configure the state of your view when creating or
// updating it", and UITraitBridgedEnvironmentKey
// (https://developer.apple.com/documentation/swiftui/uitraitbridgedenvironmentkey) has no
// prose. The model has both readings (`RepresentableTraitsReading`): the view inherits the
// hosting view's traits (the default), or its container's trait overrides carry the
// environment's text size, delivered before `updateUIView`. A test runs the adapter under each.

/// The reading of a representable's view traits the model follows (Apple does not say which
/// holds), for a test to run the adapter under each.
@_spi(Fixture) @MainActor public enum RepresentableTraitsReading {
  /// Whether the environment's text size reaches the traits of a representable's UIKit view
  /// (`false`: the view has the hosting view's text size whatever the environment's).
  public static var bridgesTextSize = false
}

extension MountedView {
  /// Gives the view the text size of `environment` as a trait, under the bridging reading.
  func bridgeTextSize(of environment: EnvironmentValues) {
    let size = UIContentSizeCategory(environment.dynamicTypeSize)
    guard RepresentableTraitsReading.bridgesTextSize,
      container.traitCollection.preferredContentSizeCategory != size
    else { return }
    container.traitOverrides.preferredContentSizeCategory = size
    container.updateTraitsIfNeeded()
  }
}
