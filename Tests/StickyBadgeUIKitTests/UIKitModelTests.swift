import AppleModelTesting
import Foundation
import Testing
@_spi(Fixture) import UIKit

/// The model itself follows the documented rules the adapter tests rely on: if one of these
/// fails, a test of the adapter could pass or fail for the model's sake.
@MainActor
@Suite("The UIKit model follows Apple's documented rules", .oneTestOnTheDevice)
struct UIKitModelTests {
  @Test("hit testing skips hidden, transparent (alpha under 0.01) and non-interactive views")
  func hitTestingSkips() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    window.addSubview(view)
    #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === view)
    view.alpha = 0.01
    #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === view)
    view.alpha = 0.009
    #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === window)
    view.alpha = 1
    view.isHidden = true
    #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === window)
    view.isHidden = false
    view.isUserInteractionEnabled = false
    #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === window)
  }

  @Test("a point outside a superview's bounds never reaches its subviews")
  func outsideSuperview() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let child = UIView(frame: CGRect(x: 40, y: 40, width: 30, height: 30))
    window.addSubview(parent)
    parent.addSubview(child)
    #expect(window.hitTest(CGPoint(x: 45, y: 45), with: nil) === child)
    #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === window)
  }

  @Test("convert(_:to:) goes through bounds origins and transforms")
  func convertThroughTransforms() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 10))
    window.addSubview(scroll)
    scroll.addSubview(view)
    scroll.contentOffset = CGPoint(x: 0, y: 30)
    #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 50, y: 20))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    // Scaled about its centre (60, 55): the origin moves to 60 - 20, 55 - 10. (Its frame is
    // undefined with a transform, as Apple says: nothing reads it.)
    #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 40, y: 15))
  }

  @Test("a view removed from its superview and no longer referenced is freed")
  func removalFrees() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    weak var freed: UIView?
    do {
      let view = UIView(frame: .zero)
      window.addSubview(view)
      freed = view
    }
    #expect(freed != nil)
    freed?.removeFromSuperview()
    #expect(freed == nil)
  }

  @Test("a recognizer that must wait for another recognizes once that one fails")
  func failureRequirement() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    let press = UILongPressGestureRecognizer(target: nil, action: nil)
    tap.require(toFail: press)
    window.addGestureRecognizer(tap)
    window.addGestureRecognizer(press)
    let quick = window.touchDown(at: CGPoint(x: 50, y: 50))
    quick.lift()
    #expect(tap.history == [.ended])
    #expect(press.history == [.failed])
    let held = window.touchDown(at: CGPoint(x: 50, y: 50))
    held.hold(for: 0.6)
    held.lift()
    #expect(press.history == [.began, .ended])
    #expect(tap.history == [.failed])
  }

  @Test("a display link fires every tick until invalidated, and retains its target")
  func displayLink() {
    for link in DisplayLinks.running { link.invalidate() }
    final class Counter: SelectorPerforming {
      var count = 0
      func perform(_ selector: Selector, with sender: Any) { count += 1 }
    }
    weak var weakCounter: Counter?
    let link: CADisplayLink
    do {
      let counter = Counter()
      weakCounter = counter
      link = CADisplayLink(target: counter, selector: Selector("tick:"))
    }
    link.add(to: .main, forMode: .common)
    DisplayLinks.tick(frames: 3)
    #expect(weakCounter?.count == 3)
    link.invalidate()
    #expect(weakCounter == nil)
  }

  @Test("a display link is called at its preferred rate, a factor of the display's")
  func displayLinkRate() {
    for link in DisplayLinks.running { link.invalidate() }
    defer { DisplayLinks.maximumFramesPerSecond = 60 }
    final class Counter: SelectorPerforming {
      var count = 0
      func perform(_ selector: Selector, with sender: Any) { count += 1 }
    }
    let (fast, half, none) = (Counter(), Counter(), Counter())
    let links = [fast, half, none].map { CADisplayLink(target: $0, selector: Selector("tick:")) }
    links[0].preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
    links[1].preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
    for link in links { link.add(to: .main, forMode: .common) }
    DisplayLinks.maximumFramesPerSecond = 120
    let start = MediaClock.now
    DisplayLinks.tick(frames: 120)
    #expect(abs(MediaClock.now - start - 1) < 1e-9)
    #expect([fast.count, half.count, none.count] == [Int]([120, 60, 120]))
    #expect(abs(links[1].targetTimestamp - links[1].timestamp - 1.0 / 60) < 1e-9)
    DisplayLinks.maximumFramesPerSecond = 60
    DisplayLinks.tick(frames: 60)
    #expect([fast.count, half.count, none.count] == [Int]([180, 120, 180]))
    for link in links { link.invalidate() }
  }

  @Test("the hit view receives the touches no recognizer took; a recognized pan cancels them")
  func touchesReachTheView() {
    Readings.reset()
    final class Tracker: UIView {
      var phases: [String] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        phases.append("began")
      }
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        phases.append("moved")
      }
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        phases.append("ended")
      }
      override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        phases.append("cancelled")
      }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let tracker = Tracker(frame: window.bounds)
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    window.addSubview(tracker)
    tracker.addSubview(child)
    tracker.addGestureRecognizer(UIPanGestureRecognizer(target: nil, action: nil))
    let still = window.touchDown(at: CGPoint(x: 15, y: 15))  // up the chain from the child
    still.move(to: CGPoint(x: 17, y: 15))
    still.lift()
    #expect(tracker.phases == ["began", "moved", "ended"])
    tracker.phases = []
    let dragged = window.touchDown(at: CGPoint(x: 15, y: 15))
    dragged.move(to: CGPoint(x: 20, y: 15))
    dragged.move(to: CGPoint(x: 40, y: 15))  // the pan begins: the view's touch is cancelled
    dragged.lift()
    #expect(tracker.phases == ["began", "moved", "cancelled"])
  }

  @Test("a drag stops at the content's edge without bounces, and springs back with them")
  func scrollViewEdges() {
    Readings.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    let scroll = UIScrollView(frame: window.bounds)
    window.addSubview(scroll)
    scroll.contentSize = CGSize(width: 100, height: 300)
    func drag(_ dy: CGFloat, lift: Bool = true) {
      let finger = window.touchDown(at: CGPoint(x: 50, y: 150))
      finger.drag(to: CGPoint(x: 50, y: 150 + dy))
      if lift { finger.lift() }
    }
    drag(-60)
    #expect(scroll.contentOffset.y == 60)
    drag(-100)  // 160, past the bottom edge (100) while dragging; back at the edge after
    #expect(scroll.contentOffset.y == 100)
    scroll.bounces = false
    let finger = window.touchDown(at: CGPoint(x: 50, y: 50))
    finger.drag(to: CGPoint(x: 50, y: 180))
    #expect(scroll.contentOffset.y == 0)  // stops at the top edge while dragging
    finger.lift()
    scroll.contentSize = CGSize(width: 100, height: 100)  // shorter than the view
    scroll.bounces = true
    drag(-50)
    #expect(scroll.contentOffset.y == 0)
  }

  @Test("a label is an accessibility element by default under one reading, not the other")
  func labelAccessibilityReadings() {
    defer { Readings.reset() }
    Readings.labelIsAccessibilityElement = true
    #expect(UILabel().isAccessibilityElement)
    Readings.labelIsAccessibilityElement = false
    #expect(!UILabel().isAccessibilityElement)
    #expect(!UIView().isAccessibilityElement)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let (shown, hidden, inHidden) = (UIView(), UIView(), UIView())
    for view in [shown, hidden, inHidden] { view.isAccessibilityElement = true }
    let container = UIView()
    container.accessibilityElementsHidden = true
    hidden.isHidden = true
    [shown, hidden, container].forEach(window.addSubview)
    container.addSubview(inHidden)
    #expect(VoiceOver.elements(in: window) == [shown])
  }

  @Test(
    "a recognized pan whose view leaves the window: cancelled under one reading, on under the other",
    arguments: [true, false])
  func gestureOfRemovedView(cancels: Bool) {
    Readings.reset()
    Readings.cancelsGestureOfViewLeavingWindow = cancels
    defer { Readings.reset() }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView(frame: window.bounds)
    window.addSubview(view)
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    view.addGestureRecognizer(pan)
    let finger = window.touchDown(at: CGPoint(x: 10, y: 10))
    finger.move(to: CGPoint(x: 30, y: 10))
    #expect(pan.history == [.began])
    view.removeFromSuperview()
    finger.move(to: CGPoint(x: 40, y: 10))
    finger.lift()
    #expect(pan.history == (cancels ? [.began, .cancelled] : [.began, .changed, .ended]))
  }

  @Test("a touch that ends in a row selects it; one the table's scrolling took does not")
  func rowSelection() {
    Readings.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    let table = UITableView(frame: window.bounds)
    window.addSubview(table)
    table.contentSize = CGSize(width: 100, height: 400)
    let cells = (0..<4).map { row in
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.frame = CGRect(x: 0, y: CGFloat(row) * 100, width: 100, height: 100)
      table.addSubview(cell)
      return cell
    }
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
    cells[1].contentView.addSubview(label)  // takes no touches: the touch is the cell's
    window.layoutIfNeeded()
    window.touchDown(at: CGPoint(x: 20, y: 120)).lift()
    #expect(table.selectedCell === cells[1])
    let scroll = window.touchDown(at: CGPoint(x: 50, y: 50))
    scroll.drag(to: CGPoint(x: 50, y: 10))  // from the first row, scrolling the table
    scroll.lift()
    #expect(table.contentOffset.y == 40)
    #expect(table.selectedCell === cells[1])
  }
}
