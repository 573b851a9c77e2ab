import Foundation
import Testing
@testable import Views

/// The view tree: subview order, superview links, hooks, and frame/bounds/center.
@Suite(.world) struct ViewHierarchyTests {
    final class HookView: View {
        var log: [String] = []
        override func willMove(toSuperview newSuperview: View?) { log.append("willMove(\(newSuperview == nil ? "nil" : "view"))") }
        override func didMoveToSuperview() { log.append("didMove(\(superview == nil ? "nil" : "view"))") }
        override func didAddSubview(_ subview: View) { log.append("didAdd(\(subview.tag))") }
        override func willRemoveSubview(_ subview: View) { log.append("willRemove(\(subview.tag))") }
    }

    private func tagged(_ tag: Int) -> View {
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.tag = tag
        return v
    }

    private func tags(_ view: View) -> [Int] { view.subviews.map(\.tag) }

    // MARK: Order and links

    @Test func addSubviewAppendsOnTopAndLinksTheSuperview() {
        let root = View(), a = tagged(1), b = tagged(2)
        root.addSubview(a)
        root.addSubview(b)
        #expect(tags(root) == [1, 2])
        #expect(a.superview === root && b.superview === root)
        #expect(root.superview == nil)
        // Adding again moves the view to the front.
        root.addSubview(a)
        #expect(tags(root) == [2, 1])
    }

    @Test func addingToAnotherSuperviewRemovesFromTheOld() {
        let first = View(), second = View(), a = tagged(1)
        first.addSubview(a)
        second.addSubview(a)
        #expect(first.subviews.isEmpty)
        #expect(tags(second) == [1])
        #expect(a.superview === second)
    }

    @Test func addingAViewToItselfIsIgnored() {
        let a = tagged(1)
        a.addSubview(a)
        a.insertSubview(a, at: 0)
        #expect(a.subviews.isEmpty)
        #expect(a.superview == nil)
    }

    @Test func insertAtIndexClampsToTheSubviews() {
        let root = View()
        for t in 1...3 { root.addSubview(tagged(t)) }
        root.insertSubview(tagged(4), at: 1)
        #expect(tags(root) == [1, 4, 2, 3])
        root.insertSubview(tagged(5), at: 99)
        #expect(tags(root) == [1, 4, 2, 3, 5])
        root.insertSubview(tagged(6), at: -2)
        #expect(tags(root) == [6, 1, 4, 2, 3, 5])
        #expect(root.subviews.allSatisfy { $0.superview === root })
    }

    @Test func insertAboveAndBelowSiblings() {
        let root = View()
        let a = tagged(1), b = tagged(2), c = tagged(3), d = tagged(4)
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, aboveSubview: a)
        #expect(tags(root) == [1, 3, 2])
        root.insertSubview(d, belowSubview: a)
        #expect(tags(root) == [4, 1, 3, 2])
        // Existing subviews move.
        root.insertSubview(d, aboveSubview: b)
        #expect(tags(root) == [1, 3, 2, 4])
        root.insertSubview(b, belowSubview: a)
        #expect(tags(root) == [2, 1, 3, 4])
        root.insertSubview(a, aboveSubview: a)
        #expect(tags(root) == [2, 1, 3, 4])
    }

    @Test func bringToFrontAndSendToBack() {
        let root = View()
        let views = (1...4).map(tagged)
        views.forEach(root.addSubview)
        root.bringSubviewToFront(views[1])
        #expect(tags(root) == [1, 3, 4, 2])
        root.sendSubviewToBack(views[2])
        #expect(tags(root) == [3, 1, 4, 2])
        root.bringSubviewToFront(views[1])
        #expect(tags(root) == [3, 1, 4, 2])
        // A view that is not a subview is left alone.
        let stranger = tagged(9)
        root.bringSubviewToFront(stranger)
        root.sendSubviewToBack(stranger)
        #expect(tags(root) == [3, 1, 4, 2])
        #expect(stranger.superview == nil)
    }

    @Test func removeFromSuperviewUnlinks() {
        let root = View(), a = tagged(1), b = tagged(2)
        root.addSubview(a)
        root.addSubview(b)
        a.removeFromSuperview()
        #expect(tags(root) == [2])
        #expect(a.superview == nil)
        a.removeFromSuperview()
        #expect(tags(root) == [2])
        #expect(b.superview === root)
    }

    @Test func hooksRunInUIKitOrder() {
        let parent = HookView(), child = HookView()
        child.tag = 7
        parent.addSubview(child)
        #expect(child.log == ["willMove(view)", "didMove(view)"])
        #expect(parent.log == ["didAdd(7)"])
        child.removeFromSuperview()
        #expect(child.log == ["willMove(view)", "didMove(view)", "willMove(nil)", "didMove(nil)"])
        #expect(parent.log == ["didAdd(7)", "willRemove(7)"])
    }

    @Test func descendantsTagsAndRoot() {
        let root = View(), mid = tagged(1), leaf = tagged(2), other = tagged(2)
        root.addSubview(mid)
        mid.addSubview(leaf)
        root.addSubview(other)
        #expect(leaf.isDescendant(of: root))
        #expect(leaf.isDescendant(of: leaf))
        #expect(!root.isDescendant(of: leaf))
        #expect(!other.isDescendant(of: mid))
        // Depth first, in subview order.
        #expect(root.viewWithTag(2) === leaf)
        #expect(root.viewWithTag(1) === mid)
        #expect(root.viewWithTag(3) == nil)
        #expect(leaf.rootView === root)
        #expect(root.rootView === root)
    }

    // MARK: Frame, bounds, center

    @Test func initWithFrameSetsCenterAndBoundsSize() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(View().frame == .zero)
    }

    @Test func settingTheFrameKeepsTheBoundsOrigin() {
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.bounds.origin = CGPoint(x: 5, y: 7)
        v.frame = CGRect(x: 100, y: 200, width: 40, height: 60)
        #expect(v.center == CGPoint(x: 120, y: 230))
        #expect(v.bounds == CGRect(x: 5, y: 7, width: 40, height: 60))
        #expect(v.frame == CGRect(x: 100, y: 200, width: 40, height: 60))
        // A rectangle with a negative size is standardized.
        v.frame = CGRect(x: 50, y: 50, width: -20, height: -10)
        #expect(v.frame == CGRect(x: 30, y: 40, width: 20, height: 10))
    }

    @Test func boundsSizeGrowsAroundTheCenter() {
        let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.bounds.size = CGSize(width: 200, height: 50)
        #expect(v.center == CGPoint(x: 50, y: 50))
        #expect(v.frame == CGRect(x: -50, y: 25, width: 200, height: 50))
        v.center = CGPoint(x: 300, y: 300)
        #expect(v.frame == CGRect(x: 200, y: 275, width: 200, height: 50))
    }

    @Test func transformChangesTheFrameButNotBoundsOrCenter() {
        let v = View(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(v.frame, CGRect(x: 125, y: 75, width: 50, height: 100), 1e-9))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 150, y: 125))
        v.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(close(v.frame, CGRect(x: 50, y: 50, width: 200, height: 150), 1e-9))
        v.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let side = 150 / 2.0.squareRoot()
        #expect(close(v.frame.size, CGSize(width: side, height: side), 1e-9))
        #expect(close(CGPoint(x: v.frame.midX, y: v.frame.midY), v.center, 1e-9))
        v.transform = CGAffineTransform(translationX: 10, y: -20)
        #expect(v.frame == CGRect(x: 110, y: 80, width: 100, height: 50))
        #expect(View.frame(center: v.center, size: v.bounds.size, transform: v.transform) == v.frame)
    }

    // MARK: Appearance

    @Test func appearanceValuesAndTheirLayerSpellings() {
        let v = View()
        v.alpha = 2
        #expect(v.alpha == 1)
        v.alpha = -1
        #expect(v.alpha == 0)
        v.layer.opacity = 0.5
        #expect(v.alpha == 0.5)
        #expect(v.layer.opacity == 0.5)
        #expect(v.backgroundColor == nil)
        v.backgroundColor = .red
        #expect(v.backgroundColor == .red)
        v.backgroundColor = .clear
        #expect(v.backgroundColor == nil)
        v.layer.cornerRadius = 12
        #expect(v.cornerRadius == 12)
        v.cornerRadius = -3
        #expect(v.layer.cornerRadius == 0)
        v.layer.borderWidth = 2
        v.layer.borderColor = Color.blue.cgColor
        #expect(v.borderWidth == 2 && v.borderColor == .blue)
        v.layer.masksToBounds = true
        #expect(v.clipsToBounds)
        #expect(v.layer.presentation()?.opacity == 0.5)
    }

    @Test func displayRevisionMovesOnVisibleChanges() {
        let v = View()
        var r = World.current.displayRevision
        v.isHidden = true
        #expect(World.current.displayRevision != r)
        r = World.current.displayRevision
        v.center = CGPoint(x: 3, y: 4)
        #expect(World.current.displayRevision != r)
        r = World.current.displayRevision
        v.layer.timeOffset = 1
        #expect(World.current.displayRevision != r)
    }
}
