import Foundation
import Playground
import Views

/// A scene of the host's own tests: a square that springs to where it is clicked, and counts keys.
final class SquareScene: Scene {
    override class var name: String { "square" }
    override class var summary: String { "A square that springs to each click" }
    let square = View(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    private(set) var keys: [Key] = []

    override func didLoad() {
        view.backgroundColor = Color(white: 0.1)
        square.backgroundColor = Color(red: 0.2, green: 0.5, blue: 1, alpha: 1)
        square.cornerRadius = 12
        view.addSubview(square)
        view.addGestureRecognizer(TapGestureRecognizer(target: self, action: SquareScene.tapped))
    }

    override func layout(in size: CGSize) {
        square.center = CGPoint(x: size.width / 2, y: size.height / 2)
    }

    func tapped(_ tap: TapGestureRecognizer) {
        let target = tap.location(in: view)
        View.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0) {
            self.square.center = target
        }
    }

    override func handleKey(_ key: Key) -> Bool {
        guard key != .escape else { return false }
        keys.append(key)
        return true
    }
}

/// A second scene, for switching.
final class LabelScene: Scene {
    override class var name: String { "label" }
    override class var summary: String { "A label" }
    let label = Label(text: "Hello", font: .systemFont(ofSize: 24), color: .white)

    override func didLoad() {
        view.backgroundColor = Color(white: 0.2)
        view.addSubview(label)
    }

    override func layout(in size: CGSize) {
        label.frame = CGRect(x: 20, y: 20, width: size.width - 40, height: 40)
    }
}

let fixtureCatalog = SceneCatalog([SquareScene.self, LabelScene.self])
