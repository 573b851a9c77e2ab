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


/// A ball you fling: on release it travels a fifth of a second's worth of the release velocity, over 1 s.
public final class FlingScene: Scene {
    public override class var name: String { "fling" }
    public let ball = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    public private(set) var releaseVelocity = CGPoint.zero

    public override func didLoad() {
        view.backgroundColor = Color(white: 0.1)
        ball.backgroundColor = .systemOrange
        ball.cornerRadius = 20
        view.addSubview(ball)
        view.addGestureRecognizer(PanGestureRecognizer(target: self, action: FlingScene.pan))
    }

    public override func layout(in size: CGSize) {
        ball.center = CGPoint(x: 100, y: size.height / 2)
    }

    public func pan(_ pan: PanGestureRecognizer) {
        guard pan.state == .ended else { return }
        let v = pan.velocity(in: view)
        releaseVelocity = v
        View.animate(withDuration: 1, delay: 0, options: .curveEaseOut, animations: {
            self.ball.center.x += v.x * 0.2
        })
    }
}

/// A box moved by a property animator (key A: start, P: pause, V: reverse) and a dot by a block animation
/// (key B), for the inspector's tests.
public final class AnimatorScene: Scene {
    public override class var name: String { "animators" }
    public let box = View(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
    public let dot = View(frame: CGRect(x: 40, y: 160, width: 30, height: 30))
    public private(set) var animator: ViewPropertyAnimator?

    public override func didLoad() {
        view.backgroundColor = Color(white: 0.1)
        box.backgroundColor = .systemBlue
        dot.backgroundColor = .systemPink
        dot.cornerRadius = 15
        view.addSubview(box)
        view.addSubview(dot)
    }

    public override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .a:
            let animator = ViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.57, y: -0.4),
                                                controlPoint2: CGPoint(x: 0.96, y: 0.87)) {
                self.box.center.x += 300
            }
            animator.startAnimation()
            self.animator = animator
        case .p: animator?.pauseAnimation()
        case .v: animator?.isReversed.toggle()
        case .b:
            View.animate(withDuration: 2, delay: 0, options: [.curveEaseInOut], animations: { self.dot.center.x += 200 })
        default: return false
        }
        return true
    }
}

/// A text field at (20, 20) 300×40 over a dark background, and the keys that reach the scene.
public final class FieldScene: Scene {
    public override class var name: String { "field" }
    public let field = TextField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
    public private(set) var keys: [Key] = []

    public override func didLoad() {
        view.backgroundColor = Color(white: 0.1)
        field.backgroundColor = .white
        field.cornerRadius = 8
        field.placeholder = "Type here"
        view.addSubview(field)
    }

    public override func handleKey(_ key: Key) -> Bool {
        keys.append(key)
        return key != .escape
    }
}
