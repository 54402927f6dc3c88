// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// what a shape is filled with (https://developer.apple.com/documentation/swiftui/shapestyle).

/// A colour or pattern a shape is filled with (Apple: ShapeStyle); the model has colours.
public protocol ShapeStyle: Sendable {}
