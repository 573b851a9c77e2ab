import Foundation
import Views

/// A scene for the host's and the tester's own tests: a square that springs to where it is clicked, and counts keys.
public final class SquareScene: Scene {
    public override class var name: String { "square" }
    public override class var summary: String { "A square that springs to each click" }
    public let square = View(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    public private(set) var keys: [Key] = []

    public override func didLoad() {
        view.backgroundColor = Color(white: 0.1)
        square.backgroundColor = Color(red: 0.2, green: 0.5, blue: 1, alpha: 1)
        square.cornerRadius = 12
        view.addSubview(square)
        view.addGestureRecognizer(TapGestureRecognizer(target: self, action: SquareScene.tapped))
    }

    public override func layout(in size: CGSize) {
        square.center = CGPoint(x: size.width / 2, y: size.height / 2)
    }

    public func tapped(_ tap: TapGestureRecognizer) {
        let target = tap.location(in: view)
        View.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0) {
            self.square.center = target
        }
    }

    public override func handleKey(_ key: Key) -> Bool {
        guard key != .escape else { return false }
        keys.append(key)
        return true
    }
}

/// A second scene, for switching.
public final class LabelScene: Scene {
    public override class var name: String { "label" }
    public override class var summary: String { "A label" }
    public let label = Label(text: "Hello", font: .systemFont(ofSize: 24), color: .white)

    public override func didLoad() {
        view.backgroundColor = Color(white: 0.2)
        view.addSubview(label)
    }

    public override func layout(in size: CGSize) {
        label.frame = CGRect(x: 20, y: 20, width: size.width - 40, height: 40)
    }
}

