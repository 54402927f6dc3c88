import AppleModelTesting
import Foundation
import Testing
@_spi(Fixture) import UIKit

/// The UIKit model's autoresizing against Apple's sentences (UIView+Autoresizing.swift).
@MainActor
@Suite("UIKit model: autoresizing", .oneTestOnTheDevice)
struct AutoresizingModelTests {
  /// A 20-point subview at (30, 10) of a 100 × 50 view, with `mask`, after the view became
  /// 160 × 80.
  private func resized(_ mask: UIView.AutoresizingMask) -> CGRect {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let view = UIView(frame: CGRect(x: 30, y: 10, width: 20, height: 20))
    view.autoresizingMask = mask
    host.addSubview(view)
    host.frame = CGRect(x: 0, y: 0, width: 160, height: 80)
    return view.frame
  }

  @Test("no mask: the subview is not resized at all")
  func none() { #expect(resized([]) == CGRect(x: 30, y: 10, width: 20, height: 20)) }

  @Test("one flexible portion per axis takes the whole difference")
  func oneFlexible() {
    #expect(
      resized([.flexibleLeftMargin, .flexibleTopMargin])
        == CGRect(x: 90, y: 40, width: 20, height: 20))
    #expect(
      resized([.flexibleRightMargin, .flexibleBottomMargin])
        == CGRect(x: 30, y: 10, width: 20, height: 20))
    #expect(
      resized([.flexibleWidth, .flexibleHeight]) == CGRect(x: 30, y: 10, width: 80, height: 50))
  }

  @Test("several flexible portions share the difference in proportion to their lengths")
  func proportional() {
    // Left 30, width 20, right 50 of 100; 60 more: 18, 12, 30.
    let frame = resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
    #expect(abs(frame.minX - 48) < 1e-9)
    #expect(abs(frame.width - 32) < 1e-9)
  }

  @Test("scrolling (the bounds' origin) resizes nothing")
  func originOnly() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let view = UIView(frame: CGRect(x: 30, y: 10, width: 20, height: 20))
    view.autoresizingMask = [.flexibleLeftMargin]
    host.addSubview(view)
    host.bounds.origin = CGPoint(x: 0, y: 40)
    #expect(view.frame == CGRect(x: 30, y: 10, width: 20, height: 20))
  }
}
