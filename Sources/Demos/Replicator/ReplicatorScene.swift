import Foundation
import Views

/// Replicator layers as tutorials write them with the prefixes dropped: loading dots (instanceDelay), an
/// activity spinner of fading bars, a pulsing ring of dots, and a wheel shaded by instanceColor offsets whose
/// instanceCount a drag changes.
///
/// ```swift
/// // playground run replicator
/// let tester = try SceneTester(ReplicatorScene.self)
/// tester.drag(across: scene.fanTile)        // more or fewer blades in the fan
/// ```
public final class ReplicatorScene: Scene {
    public override class var name: String { "replicator" }
    public override class var summary: String { "Replicator layers: loading dots, spinners, instanceDelay, colour offsets" }
    public override class var hint: String { "Drag across the wheel to change its instanceCount" }
    public override class var helpItems: [HelpItem] {
        [HelpItem("Loading dots", "one dot, instanceCount 3, translated copies; each pulses instanceDelay = 0.2 s "
                  + "after the one before"),
         HelpItem("Spinner", "one bar turned 12 times by instanceTransform; opacity fades with "
                  + "instanceDelay = duration / count"),
         HelpItem("Pulsing ring", "15 dots around a circle, \"transform.scale\" with a delay per copy"),
         HelpItem("Drag across the wheel", "sets its instanceCount (3…24); instanceColor and the red/blue offsets "
                  + "shade the blades; drawn from one raster of the blade")]
    }

    private let phone = PhoneFrame(hint: ReplicatorScene.hint)
    let caption = SceneCaption(title: "Replicator", body: """
        ReplicatorLayer copies its sublayers instanceCount times, each copy moved by instanceTransform once more \
        than the one before.

        instanceDelay runs each copy's animations later: the loading dots and the spinners are one layer and one \
        animation each.

        Drag across the wheel to change its instanceCount; instanceColor and its offsets shade the copies.
        """)

    let dotsTile = LayerTile(title: "Loading dots · instanceDelay 0.2 s", frame: CGRect(x: 12, y: 56, width: 351, height: 120))
    let spinnerTile = LayerTile(title: "Spinner · 12 bars", frame: CGRect(x: 12, y: 188, width: 169, height: 180))
    let ringTile = LayerTile(title: "Pulsing ring · 15 dots", frame: CGRect(x: 194, y: 188, width: 169, height: 180))
    let fanTile = LayerTile(title: "Colour wheel · offsets, drag to change the count", frame: CGRect(x: 12, y: 380, width: 351, height: 270))

    let dots = ReplicatorLayer()
    let dot = Layer()
    let spinner = ReplicatorLayer()
    let bar = Layer()
    let ring = ReplicatorLayer()
    let ringDot = Layer()
    let fan = ReplicatorLayer()
    let blade = Layer()
    let countLabel = Label(text: "", font: .systemFont(ofSize: 13, weight: .medium), color: Color(hex: 0x6B7080))

    /// The loading dots' animation: one pulse and back.
    static let pulseDuration: TimeInterval = 0.6
    static let dotsDelay: TimeInterval = 0.2
    static let spinnerDuration: TimeInterval = 1
    static let spinnerBars = 12
    static let ringDots = 15
    /// The fan's instanceCount range and the drag distance per blade.
    static let fanCounts = 3...24
    static let pointsPerBlade: CGFloat = 12
    /// The fan's count when a drag began.
    private var countAtDragStart = 0

    public override func didLoad() {
        let screen = phone.showPage(in: view, caption: caption, title: "Replicator")
        for tile in [dotsTile, spinnerTile, ringTile, fanTile] { screen.addSubview(tile) }
        setUpDots()
        setUpSpinner()
        setUpRing()
        setUpFan()
    }

    public override func layout(in size: CGSize) {
        phone.place(in: size)
        caption.place(in: size, beside: phone)
    }

    // MARK: Loading dots: translated copies, a pulse delayed per copy

    private func setUpDots() {
        dots.frame = CGRect(x: 0, y: 0, width: 3 * 22 + 2 * 14, height: 22)
        dots.position = dotsTile.stageCenter
        dot.frame = CGRect(x: 0, y: 0, width: 22, height: 22)
        dot.cornerRadius = 11
        dot.backgroundColor = Color.systemBlue.cgColor
        dots.addSublayer(dot)
        dots.instanceCount = 3
        dots.instanceTransform = Transform3DMakeTranslation(36, 0, 0)
        dots.instanceDelay = ReplicatorScene.dotsDelay
        dotsTile.stage.layer.addSublayer(dots)

        let scale = BasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1
        scale.toValue = 0.45
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.35
        let pulse = AnimationGroup()
        pulse.animations = [scale, fade]
        pulse.duration = ReplicatorScene.pulseDuration
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        dot.add(pulse, forKey: "pulse")
    }

    // MARK: Spinner: one bar turned 12 times, its fade delayed per copy

    private func setUpSpinner() {
        let side: CGFloat = 72
        spinner.frame = CGRect(x: 0, y: 0, width: side, height: side)
        spinner.position = spinnerTile.stageCenter
        bar.frame = CGRect(x: side / 2 - 3, y: 0, width: 6, height: 20)
        bar.cornerRadius = 3
        bar.backgroundColor = Color(hex: 0x3A3F4A).cgColor
        bar.opacity = 0.15
        spinner.addSublayer(bar)
        let count = ReplicatorScene.spinnerBars
        spinner.instanceCount = count
        spinner.instanceTransform = Transform3DMakeRotation(2 * .pi / CGFloat(count), 0, 0, 1)
        spinner.instanceDelay = ReplicatorScene.spinnerDuration / Double(count)
        spinnerTile.stage.layer.addSublayer(spinner)

        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.15
        fade.duration = ReplicatorScene.spinnerDuration
        fade.repeatCount = .infinity
        bar.add(fade, forKey: "fade")
    }

    // MARK: Pulsing ring: dots around a circle, each scaling a little after the one before

    private func setUpRing() {
        let side: CGFloat = 100
        ring.frame = CGRect(x: 0, y: 0, width: side, height: side)
        ring.position = ringTile.stageCenter
        ringDot.frame = CGRect(x: side / 2 - 6, y: 0, width: 12, height: 12)
        ringDot.cornerRadius = 6
        ringDot.backgroundColor = Color.systemPink.cgColor
        ringDot.transform = Transform3DMakeScale(0.2, 0.2, 1)
        ring.addSublayer(ringDot)
        let count = ReplicatorScene.ringDots
        ring.instanceCount = count
        ring.instanceTransform = Transform3DMakeRotation(2 * .pi / CGFloat(count), 0, 0, 1)
        let duration = 1.2
        ring.instanceDelay = duration / Double(count)
        ringTile.stage.layer.addSublayer(ring)

        let shrink = BasicAnimation(keyPath: "transform.scale")
        shrink.fromValue = 1
        shrink.toValue = 0.2
        shrink.duration = duration
        shrink.repeatCount = .infinity
        ringDot.add(shrink, forKey: "shrink")
    }

    // MARK: Fan: still blades shaded by colour offsets; a drag sets the count

    private func setUpFan() {
        let side: CGFloat = 200
        fan.frame = CGRect(x: 0, y: 0, width: side, height: side)
        fan.position = CGPoint(x: fanTile.stageCenter.x, y: fanTile.stageCenter.y - 8)
        blade.backgroundColor = Color.white.cgColor
        fan.addSublayer(blade)
        fan.instanceColor = ReplicatorScene.wheelStart.cgColor
        fanTile.stage.layer.addSublayer(fan)
        countLabel.textAlignment = .center
        countLabel.frame = CGRect(x: 0, y: fanTile.stage.bounds.height - 24, width: fanTile.bounds.width, height: 18)
        fanTile.stage.addSubview(countLabel)
        setFanCount(12)
        let pan = PanGestureRecognizer(target: self, action: ReplicatorScene.dragFan)
        fanTile.addGestureRecognizer(pan)
    }

    /// The wheel's first and last blade colours (the offsets step from one to the other whatever the count).
    static let wheelStart = Color(hex: 0xFF9500), wheelEnd = Color(red: 0.42, green: 0.16, blue: 0.78)

    /// Sets the fan's instanceCount (clamped), turns each copy so the blades close the circle, steps the colour
    /// offsets from orange to violet over the blades, and narrows the blade so many do not crowd the hub.
    func setFanCount(_ count: Int) {
        let n = min(max(count, ReplicatorScene.fanCounts.lowerBound), ReplicatorScene.fanCounts.upperBound)
        let start = ReplicatorScene.wheelStart, end = ReplicatorScene.wheelEnd
        let steps = Float(n - 1)
        let width = min(14, (2 * .pi * 32 / CGFloat(n) * 0.9).rounded(.down))
        Transaction.begin()
        Transaction.setDisableActions(true)
        fan.instanceCount = n
        fan.instanceTransform = Transform3DMakeRotation(2 * .pi / CGFloat(n), 0, 0, 1)
        fan.instanceRedOffset = Float(end.red - start.red) / steps
        fan.instanceGreenOffset = Float(end.green - start.green) / steps
        fan.instanceBlueOffset = Float(end.blue - start.blue) / steps
        blade.frame = CGRect(x: fan.bounds.midX - width / 2, y: 8, width: width, height: 60)
        blade.cornerRadius = width / 2
        Transaction.commit()
        countLabel.text = "instanceCount = \(n)"
    }

    func dragFan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            countAtDragStart = fan.instanceCount
        case .changed, .ended:
            let dx = pan.translation(in: fanTile).x
            setFanCount(countAtDragStart + Int((dx / ReplicatorScene.pointsPerBlade).rounded()))
        default:
            break
        }
    }
}
