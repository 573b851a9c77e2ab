import Views

/// A card that springs across a track on a tap: the smallest demo of a spring, with two parameter sets to
/// compare (`playground compare spring --script tap.txt --a bouncy --b smooth`).
///
/// ```swift
/// let tester = try SceneTester(SpringScene.self)
/// tester.scene(as: SpringScene.self).useParameterSet(named: "smooth")
/// tester.tap(at: CGPoint(x: 400, y: 300))     // the card springs to the other end
/// ```
public final class SpringScene: Scene, ParameterizedScene {
    public override class var name: String { "spring" }
    public override class var summary: String { "A card springs across a track on a tap; two damping ratios to compare" }
    public override class var hint: String { "Tap or Space: the card springs to the other end · Esc goes back" }
    public override class var helpItems: [HelpItem] {
        [HelpItem("Tap, Space", "the card springs to the other end of the track")]
    }

    /// What the spring is made of.
    public struct Parameters: Equatable, Sendable {
        /// The spring's damping ratio (1: no overshoot).
        public var dampingRatio: CGFloat
        /// The animator's duration, seconds.
        public var duration: TimeInterval
        public init(dampingRatio: CGFloat, duration: TimeInterval = 0.8) {
            self.dampingRatio = dampingRatio
            self.duration = duration
        }
    }

    public static let parameterSets: KeyValuePairs<String, Parameters> = [
        "bouncy": Parameters(dampingRatio: 0.5), "smooth": Parameters(dampingRatio: 0.9)]

    /// The spring in use; the next tap reads it.
    public var parameters = Parameters(dampingRatio: 0.5) { didSet { updateLabel() } }

    let track = View()
    public let card = View(frame: CGRect(x: 0, y: 0, width: 96, height: 96))
    private let label = Label(text: "", font: .systemFont(ofSize: 15, weight: .medium), color: Color(white: 0.8))
    /// Whether the card sits (or is heading to) the right end.
    private(set) var isRight = false

    public override func didLoad() {
        view.backgroundColor = Color(hex: 0x121418)
        track.backgroundColor = Color(hex: 0x1C1F27)
        track.cornerRadius = 8
        card.backgroundColor = Color(red: 0.35, green: 0.75, blue: 1, alpha: 1)
        card.cornerRadius = 20
        label.textAlignment = .center
        [track, card, label].forEach(view.addSubview)
        view.addGestureRecognizer(TapGestureRecognizer(target: self, action: SpringScene.tapped))
        updateLabel()
    }

    public override func layout(in size: CGSize) {
        // The track under the card's flight: from the margin, or nearer the middle in a wide window.
        let margin = max(SpringScene.margin(in: size), SpringScene.inset(in: size) - 48)
        track.frame = CGRect(x: margin, y: size.height / 2 - 8, width: max(size.width - 2 * margin, 0), height: 16)
        card.center = restingCenter(in: size)
        label.frame = CGRect(x: 0, y: size.height / 2 + 70, width: size.width, height: 24)
    }

    public override func handleKey(_ key: Key) -> Bool {
        guard key == .space else { return false }
        toggle()
        return true
    }

    func tapped(_ tap: TapGestureRecognizer) { toggle() }

    /// Sends the card to the other end with the current spring (from where it is on screen).
    func toggle() {
        isRight.toggle()
        // A spring still running keeps running: the new one adds to it (additive, as UIKit's), so the card
        // turns round with the velocity it had instead of stopping for a frame.
        let target = restingCenter(in: view.bounds.size)
        let animator = ViewPropertyAnimator(duration: parameters.duration, dampingRatio: parameters.dampingRatio) { [card] in
            card.center = target
        }
        animator.startAnimation()
    }

    private func restingCenter(in size: CGSize) -> CGPoint {
        let inset = SpringScene.inset(in: size)
        return CGPoint(x: isRight ? size.width - inset : inset, y: size.height / 2)
    }

    /// How far in from each side the card rests: at the track's ends; in a narrow window a quarter of the width,
    /// so it still moves; in a wide one no further apart than `longestFlight` (the bouncy spring overshoots in
    /// proportion: a longer flight carried the card past the window's edge).
    static func inset(in size: CGSize) -> CGFloat {
        let atEnds = min(margin(in: size) + 48, size.width / 4)
        return max(atEnds, (size.width - longestFlight) / 2)
    }

    /// The longest flight between the card's two resting places, points (its flight in a 1280-point window).
    static let longestFlight: CGFloat = 904

    /// Room either side of the track for the bouncy spring's overshoot.
    private static func margin(in size: CGSize) -> CGFloat { min(140, size.width / 5) }

    private func updateLabel() {
        label.text = "spring · damping ratio \(parameters.dampingRatio) · \(parameters.duration) s · tap to send the card"
    }
}
