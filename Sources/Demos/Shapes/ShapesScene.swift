import Foundation
import Views

/// Shape layers as the tutorials use them, prefixes dropped: a checkmark that draws itself (`strokeEnd`), a
/// play button that morphs into pause (`path`), marching ants (`lineDashPhase`), a spinner made of
/// `strokeStart` and `strokeEnd`, and a progress ring a drag scrubs.
///
/// ```swift
/// // playground run shapes
/// let tester = try SceneTester(ShapesScene.self)
/// tester.tap(at: scene.morphTile.center)      // play → pause
/// ```
public final class ShapesScene: Scene {
    public override class var name: String { "shapes" }
    public override class var summary: String { "ShapeLayer: strokeEnd, path morphs, marching ants, a scrubbed ring" }
    public override class var hint: String { "Tap the check or the play button · drag across the ring" }
    public override class var helpItems: [HelpItem] {
        [HelpItem("Tap the check", "draws the circle, then the tick: \"strokeEnd\" 0 → 1, the tick's beginTime later"),
         HelpItem("Tap play", "morphs play ↔ pause: a BasicAnimation on \"path\" between paths of the same elements"),
         HelpItem("Ants, spinner", "run on their own: \"lineDashPhase\" by one dash pattern, repeated; "
                  + "\"strokeStart\" and \"strokeEnd\" chasing each other in a group"),
         HelpItem("Drag across the ring", "sets strokeEnd with actions disabled (it follows the finger); "
                  + "a tap there animates it implicitly")]
    }

    private let phone = PhoneFrame(hint: ShapesScene.hint)
    let caption = SceneCaption(title: "Shapes", body: """
        ShapeLayer (CAShapeLayer): a path filled and stroked, every stroke property animatable.

        strokeStart and strokeEnd trim the path by its length, path animates point by point between paths of \
        the same elements, and lineDashPhase moves the dashes.

        Tap the check to draw it again, the play button to morph it; drag across the ring to scrub its progress.
        """)

    let checkTile = LayerTile(title: "strokeEnd · tap", frame: CGRect(x: 12, y: 56, width: 169, height: 190))
    let morphTile = LayerTile(title: "path morph · tap", frame: CGRect(x: 194, y: 56, width: 169, height: 190))
    let antsTile = LayerTile(title: "lineDashPhase", frame: CGRect(x: 12, y: 258, width: 169, height: 190))
    let spinnerTile = LayerTile(title: "strokeStart + strokeEnd", frame: CGRect(x: 194, y: 258, width: 169, height: 190))
    let ringTile = LayerTile(title: "Drag across to scrub strokeEnd", frame: CGRect(x: 12, y: 460, width: 351, height: 190))

    let checkCircle = ShapeLayer()
    let check = ShapeLayer()
    let morph = ShapeLayer()
    let ants = ShapeLayer()
    let spinner = ShapeLayer()
    let ringTrack = ShapeLayer()
    let ring = ShapeLayer()
    let percentLabel = Label(text: "35 %", font: .systemFont(ofSize: 34, weight: .bold), color: Color(hex: 0x1C1F26))

    static let checkSide: CGFloat = 96, morphSide: CGFloat = 56
    static let drawDuration: TimeInterval = 0.5, tickDelay: TimeInterval = 0.4, tickDuration: TimeInterval = 0.3
    static let morphDuration: TimeInterval = 0.35
    /// The dash pattern of the ants: 8 on, 6 off (one pattern is 14 points long).
    static let antsDash: [NSNumber] = [8, 6]
    /// The ring's stage geometry: its centre and radius, and the span a drag maps to 0…1.
    static let ringCenter = CGPoint(x: 92, y: 82), ringRadius: CGFloat = 56
    static let scrubSpan: ClosedRange<CGFloat> = 24...327

    /// Whether the morph shows pause (the model after the last tap).
    private(set) var showsPause = false
    private(set) var checkRuns = 0

    public override func didLoad() {
        let screen = phone.showPage(in: view, caption: caption, title: "Shapes")
        for tile in [checkTile, morphTile, antsTile, spinnerTile, ringTile] { screen.addSubview(tile) }
        setUpCheck()
        setUpMorph()
        setUpAnts()
        setUpSpinner()
        setUpRing()
    }

    public override func layout(in size: CGSize) {
        phone.place(in: size)
        caption.place(in: size, beside: phone)
    }

    // MARK: Check: a circle, then a tick, each drawn by strokeEnd

    private func setUpCheck() {
        let side = ShapesScene.checkSide
        for layer in [checkCircle, check] {
            layer.frame = CGRect(x: (checkTile.stage.bounds.width - side) / 2, y: (checkTile.stage.bounds.height - side) / 2,
                                 width: side, height: side)
            layer.fillColor = Color.clear.cgColor
            layer.strokeColor = Color.systemGreen.cgColor
            layer.lineCap = .round
            layer.lineJoin = .round
            checkTile.stage.layer.addSublayer(layer)
        }
        checkCircle.path = ShapePaths.ring(center: CGPoint(x: side / 2, y: side / 2), radius: side / 2 - 4)
        checkCircle.lineWidth = 5
        check.path = ShapePaths.checkmark(in: side)
        check.lineWidth = 8
        drawCheck()
        checkTile.addGestureRecognizer(TapGestureRecognizer(target: self, action: ShapesScene.drawCheck))
    }

    /// Draws the circle, then the tick (its animation begins later and fills backwards: hidden until then).
    func drawCheck() {
        // Still drawing: a tap lets it finish rather than start the circle over from nothing.
        guard check.animation(forKey: "draw") == nil else { return }
        checkRuns += 1
        let circle = BasicAnimation(keyPath: "strokeEnd")
        circle.fromValue = 0
        circle.toValue = 1
        circle.duration = ShapesScene.drawDuration
        circle.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        checkCircle.add(circle, forKey: "draw")

        let tick = BasicAnimation(keyPath: "strokeEnd")
        tick.fromValue = 0
        tick.toValue = 1
        tick.duration = ShapesScene.tickDuration
        tick.beginTime = check.convertTime(CurrentMediaTime(), from: nil) + ShapesScene.tickDelay
        tick.fillMode = .backwards
        tick.timingFunction = MediaTimingFunction(name: .easeOut)
        check.add(tick, forKey: "draw")
    }

    // MARK: Morph: play ↔ pause

    private func setUpMorph() {
        let side = ShapesScene.morphSide
        let disc = Layer()
        disc.frame = CGRect(x: (morphTile.stage.bounds.width - 104) / 2, y: (morphTile.stage.bounds.height - 104) / 2,
                            width: 104, height: 104)
        disc.cornerRadius = 52
        disc.backgroundColor = Color.systemBlue.cgColor
        morphTile.stage.layer.addSublayer(disc)
        morph.frame = CGRect(x: (104 - side) / 2 + (showsPause ? 0 : 4), y: (104 - side) / 2, width: side, height: side)
        morph.path = ShapePaths.play(in: side)
        morph.fillColor = Color.white.cgColor
        morph.lineJoin = .round
        disc.addSublayer(morph)
        morphTile.addGestureRecognizer(TapGestureRecognizer(target: self, action: ShapesScene.toggleMorph))
    }

    /// Animates the icon from what it shows to the other path, and sets the model to the end.
    func toggleMorph() {
        showsPause.toggle()
        let side = ShapesScene.morphSide
        let target = showsPause ? ShapePaths.pause(in: side) : ShapePaths.play(in: side)
        let animation = BasicAnimation(keyPath: "path")
        animation.fromValue = morph.presentation()?.path ?? morph.path
        animation.toValue = target
        animation.duration = ShapesScene.morphDuration
        animation.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        Transaction.begin()
        Transaction.setDisableActions(true)
        morph.path = target
        Transaction.commit()
        morph.add(animation, forKey: "morph")
    }

    // MARK: Ants: a dashed selection whose phase runs forever

    private func setUpAnts() {
        let stage = antsTile.stage.bounds
        let photo = Layer()
        photo.frame = CGRect(x: 34, y: 30, width: stage.width - 68, height: stage.height - 60)
        photo.cornerRadius = 6
        photo.backgroundColor = Color(hex: 0xF2B45C).cgColor
        let sun = Layer()
        sun.frame = CGRect(x: photo.bounds.width - 34, y: 10, width: 22, height: 22)
        sun.cornerRadius = 11
        sun.backgroundColor = Color(hex: 0xFFF1C9).cgColor
        photo.addSublayer(sun)
        antsTile.stage.layer.addSublayer(photo)

        ants.frame = stage
        ants.path = BezierPath(roundedRect: photo.frame.insetBy(dx: -8, dy: -8), cornerRadius: 6).cgPath
        ants.fillColor = nil
        ants.strokeColor = Color(hex: 0x1C1F26).cgColor
        ants.lineWidth = 2
        ants.lineDashPattern = ShapesScene.antsDash
        antsTile.stage.layer.addSublayer(ants)

        let march = BasicAnimation(keyPath: "lineDashPhase")
        march.fromValue = 0
        march.toValue = ShapesScene.antsDash.reduce(0) { $0 + $1.doubleValue }
        march.duration = 0.6
        march.repeatCount = .infinity
        ants.add(march, forKey: "march")
    }

    // MARK: Spinner: strokeStart chasing strokeEnd, and a turn

    private func setUpSpinner() {
        let stage = spinnerTile.stage.bounds
        spinner.frame = CGRect(x: stage.midX - 40, y: stage.midY - 40, width: 80, height: 80)
        spinner.path = ShapePaths.ring(center: CGPoint(x: 40, y: 40), radius: 34)
        spinner.fillColor = nil
        spinner.strokeColor = Color.systemOrange.cgColor
        spinner.lineWidth = 7
        spinner.lineCap = .round
        spinnerTile.stage.layer.addSublayer(spinner)

        let end = BasicAnimation(keyPath: "strokeEnd")
        end.fromValue = 0
        end.toValue = 1
        end.duration = 1
        end.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        let start = BasicAnimation(keyPath: "strokeStart")
        start.fromValue = 0
        start.toValue = 1
        start.beginTime = 0.5
        start.duration = 1
        start.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        let chase = AnimationGroup()
        chase.animations = [end, start]
        chase.duration = 1.5
        chase.repeatCount = .infinity
        spinner.add(chase, forKey: "chase")

        let turn = BasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0
        turn.toValue = 2 * Double.pi
        turn.duration = 2
        turn.repeatCount = .infinity
        spinner.add(turn, forKey: "turn")
    }

    // MARK: Ring: strokeEnd scrubbed by a drag

    private func setUpRing() {
        let stage = ringTile.stage
        for layer in [ringTrack, ring] {
            layer.frame = stage.bounds
            layer.path = ShapePaths.ring(center: ShapesScene.ringCenter, radius: ShapesScene.ringRadius)
            layer.fillColor = nil
            layer.lineWidth = 14
            layer.lineCap = .round
            stage.layer.addSublayer(layer)
        }
        ringTrack.strokeColor = Color(hex: 0xE1E5EC).cgColor
        ring.strokeColor = Color.systemBlue.cgColor
        ring.strokeEnd = 0.35
        percentLabel.frame = CGRect(x: 176, y: 56, width: 150, height: 44)
        stage.addSubview(percentLabel)
        let note = Label(text: "strokeEnd, actions disabled while dragging",
                         font: .systemFont(ofSize: 12), color: Color(hex: 0x7A8090))
        note.numberOfLines = 2
        note.frame = CGRect(x: 176, y: 100, width: 160, height: 34)
        stage.addSubview(note)
        ringTile.addGestureRecognizer(PanGestureRecognizer(target: self, action: ShapesScene.scrubRing))
        ringTile.addGestureRecognizer(TapGestureRecognizer(target: self, action: ShapesScene.tapRing))
    }

    /// The progress a point of the ring tile stands for: its x across the scrub span.
    func progress(at location: CGPoint) -> CGFloat {
        let span = ShapesScene.scrubSpan
        return min(max((location.x - span.lowerBound) / (span.upperBound - span.lowerBound), 0), 1)
    }

    private func show(progress: CGFloat) {
        percentLabel.text = "\(Int((progress * 100).rounded())) %"
    }

    func scrubRing(_ pan: PanGestureRecognizer) {
        let p = progress(at: pan.location(in: ringTile.stage))
        Transaction.begin()
        Transaction.setDisableActions(true)
        ring.strokeEnd = p
        Transaction.commit()
        show(progress: p)
    }

    func tapRing(_ tap: TapGestureRecognizer) {
        let p = progress(at: tap.location(in: ringTile.stage))
        ring.strokeEnd = p          // a standalone layer: animated implicitly, 0.25 s
        show(progress: p)
    }
}
