import Foundation
import Views

/// A scene for motion-trace tests: a tap slides a card right and fades it (ease in-out over `duration`), and
/// springs a gauge's `@Animated` level; two parameter sets differ only in the duration.
public final class SlideScene: Scene, ParameterizedScene {
    public override class var name: String { "slide" }
    public override class var summary: String { "A card slides and fades on a tap" }

    public struct Parameters: Sendable { public var duration: TimeInterval }
    public static let parameterSets: KeyValuePairs<String, Parameters> = [
        "short": Parameters(duration: 0.5), "long": Parameters(duration: 0.6)]
    public var parameters = Parameters(duration: 0.5)

    public let card = View(frame: CGRect(x: 40, y: 40, width: 80, height: 60))
    public let gauge = GaugeView(frame: CGRect(x: 40, y: 140, width: 120, height: 20))
    public let still = View(frame: CGRect(x: 200, y: 140, width: 20, height: 20))

    public override func didLoad() {
        view.backgroundColor = Color(white: 0.1)
        card.backgroundColor = Color(red: 0.2, green: 0.6, blue: 1, alpha: 1)
        gauge.backgroundColor = Color(white: 0.3)
        still.backgroundColor = .white
        [card, gauge, still].forEach(view.addSubview)
        view.addGestureRecognizer(TapGestureRecognizer(target: self, action: SlideScene.tapped))
    }

    public func tapped(_ tap: TapGestureRecognizer) {
        View.animate(withDuration: parameters.duration, delay: 0, options: [.curveEaseInOut]) {
            self.card.center.x += 200
            self.card.alpha = 0.5
        }
        ViewPropertyAnimator(duration: parameters.duration, dampingRatio: 0.6) { self.gauge.level = 1 }.startAnimation()
    }
}

/// A bar whose fill is an `@Animated` level.
public final class GaugeView: View {
    @Animated public var level: CGFloat = 0
}
