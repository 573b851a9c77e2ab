import Foundation
import Testing
@testable import Views

/// snapshotView(afterScreenUpdates:): a frozen copy of what is on screen.
@Suite(.world) struct SnapshotTests {
    @Test func snapshotFreezesTheOnScreenValuesAtTheOrigin() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        square.backgroundColor = Color(red: 1, green: 0, blue: 0)
        square.cornerRadius = 4
        square.borderWidth = 1
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            square.bounds.size = CGSize(width: 200, height: 100)
            square.backgroundColor = Color(red: 0, green: 0, blue: 1)
            square.alpha = 0.5
            square.cornerRadius = 12
            square.transform = CGAffineTransform(rotationAngle: 0.5)
            square.center = CGPoint(x: 300, y: 300)
        })
        world.frames(30)
        let snap = square.snapshotView(afterScreenUpdates: false)!
        #expect(snap.bounds.size == CGSize(width: 150, height: 100))
        #expect(snap.frame == CGRect(x: 0, y: 0, width: 150, height: 100))
        #expect(snap.center == CGPoint(x: 75, y: 50))
        #expect(snap.transform == .identity)
        #expect(close(snap.alpha, 0.75, 1e-9))
        #expect(close(snap.backgroundColor!, Color(red: 0.5, green: 0, blue: 0.5), 1e-9))
        #expect(close(snap.cornerRadius, 8, 1e-9))
        #expect(snap.borderWidth == 1)
        #expect(!snap.isAnimating)
        #expect(snap.presentationValues.bounds == snap.bounds)
        #expect(snap.superview == nil)
        #expect(!snap.isUserInteractionEnabled)
        #expect(snap.hitTest(CGPoint(x: 10, y: 10)) == nil)
        #expect(!snap.needsLayoutPass)

        // Later changes to the original leave the copy alone.
        world.frames(40)
        square.backgroundColor = .green
        square.alpha = 1
        #expect(snap.bounds.size == CGSize(width: 150, height: 100))
        #expect(close(snap.alpha, 0.75, 1e-9))
        #expect(close(snap.backgroundColor!, Color(red: 0.5, green: 0, blue: 0.5), 1e-9))
    }

    @Test func snapshotCopiesTheSubtreeAndItsContent() {
        let world = TestWorld()
        defer { #expect(world.takeDiagnostics().isEmpty, "correct use: no diagnostic") }
        let card = View(frame: CGRect(x: 40, y: 60, width: 300, height: 200))
        card.bounds.origin = CGPoint(x: 0, y: 20)
        let title = Label(text: "Weather", font: .boldSystemFont(ofSize: 22), color: .white)
        title.frame = CGRect(x: 10, y: 30, width: 200, height: 30)
        title.textAlignment = .center
        title.numberOfLines = 2
        let icon = ImageView(image: Image(named: "sun"))
        icon.frame = CGRect(x: 250, y: 30, width: 40, height: 40)
        icon.contentMode = .scaleAspectFit
        icon.tintColor = .orange
        icon.tag = 42
        let hidden = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        hidden.isHidden = true
        card.addSubview(title)
        card.addSubview(icon)
        title.addSubview(hidden)

        let snap = card.snapshotView(afterScreenUpdates: true)!
        #expect(snap.bounds == CGRect(x: 0, y: 20, width: 300, height: 200))
        #expect(snap.subviews.count == 2)
        let titleCopy = snap.subviews[0] as? Label
        let iconCopy = snap.subviews[1] as? ImageView
        #expect(titleCopy !== title && iconCopy !== icon)
        #expect(titleCopy?.text == "Weather")
        #expect(titleCopy?.font == .boldSystemFont(ofSize: 22))
        #expect(titleCopy?.textColor == .white)
        #expect(titleCopy?.textAlignment == .center)
        #expect(titleCopy?.numberOfLines == 2)
        #expect(titleCopy?.frame == title.frame)
        #expect(titleCopy?.subviews.first?.isHidden == true)
        #expect(iconCopy?.image == Image(named: "sun"))
        #expect(iconCopy?.contentMode == .scaleAspectFit)
        #expect(iconCopy?.tintColor == .orange)
        #expect(iconCopy?.frame == icon.frame)
        #expect(snap.viewWithTag(42) === iconCopy)
        // The content sits where it sat in the original.
        #expect(iconCopy!.convert(CGPoint.zero, to: snap) == icon.convert(CGPoint.zero, to: card))
        #expect(snap.subviews.allSatisfy { !$0.isUserInteractionEnabled })

        title.text = "Rain"
        icon.image = Image(named: "cloud")
        icon.removeFromSuperview()
        #expect(titleCopy?.text == "Weather")
        #expect(iconCopy?.image == Image(named: "sun"))
        #expect(snap.subviews.count == 2)
    }

    @Test func snapshotOfASubviewMidAnimationCapturesItsOnScreenChildren() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let dot = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        square.addSubview(dot)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            dot.center = CGPoint(x: 85, y: 5)
        })
        world.frames(30)
        let snap = square.snapshotView(afterScreenUpdates: false)!
        #expect(close(snap.subviews[0].center, CGPoint(x: 45, y: 5), 1e-9))
        world.frames(40)
        #expect(close(snap.subviews[0].center, CGPoint(x: 45, y: 5), 1e-9))
        #expect(!snap.subviews[0].isAnimating)
    }

    @Test func buttonSnapshotKeepsItsTitle() {
        let world = TestWorld()
        defer { #expect(world.takeDiagnostics().isEmpty, "correct use: no diagnostic") }
        let button = Button(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        button.setTitle("Show More", for: .normal)
        button.layoutIfNeeded()
        let snap = button.snapshotView(afterScreenUpdates: false)!
        let title = snap.subviews.first as? Label
        #expect(title?.text == "Show More")
        #expect(title?.frame == CGRect(x: 0, y: 0, width: 120, height: 44))
        button.setTitle("Show Less", for: .normal)
        #expect(title?.text == "Show More")
    }
}
