import Foundation
import Views

/// The layer half of iOS animation, as tutorials write it with the prefixes dropped: a pulse, a shake, a
/// spinner, a card flipped in 3D (tap, or drag to scrub it), an animated shadow, a layer flying along a path,
/// and a transaction whose completion block changes the text.
///
/// ```swift
/// // playground run layers
/// let tester = try SceneTester(LayersScene.self)
/// tester.tap(at: scene.flipTile.center)       // flips the card
/// ```
public final class LayersScene: Scene {
    public override class var name: String { "layers" }
    public override class var summary: String { "Core Animation: explicit animations, 3D flip, shadows, paths, transactions" }
    public override class var hint: String { "Tap the shake field, the card or Run · drag the card to scrub its flip" }
    public override class var helpItems: [HelpItem] {
        [HelpItem("Pulse, spinner, shadow, path", "run on their own: AnimationGroup, rotation.z forever, shadow keys, "
                  + "a KeyframeAnimation along a path with .rotateAuto"),
         HelpItem("Tap the field", "shakes it: a KeyframeAnimation on \"position.x\", additive"),
         HelpItem("Tap the card", "flips it in 3D: \"transform.rotation.y\" with perspective (m34 = −1/500)"),
         HelpItem("Drag across the card", "scrubs the flip: the tile's layer speed 0 and timeOffset, as seed 004 does"),
         HelpItem("Tap Run", "moves three dots in one Transaction; its completion block changes the text")]
    }

    private let phone = PhoneFrame(hint: LayersScene.hint)
    let caption = SceneCaption(title: "Layers", body: """
        Core Animation on layers, each example written as a tutorial writes it with "CA" and "UI" dropped.

        The model never moves: explicit animations change only what is on screen (layer.presentation()).

        Tap the field to shake it, the card to flip it (drag across it to scrub the flip), Run for a transaction \
        with a completion block.
        """)

    // The tiles, 2 × 3 and a wide one.
    let pulseTile = LayerTile(title: "Pulse · AnimationGroup", frame: CGRect(x: 12, y: 56, width: 169, height: 150))
    let shakeTile = LayerTile(title: "Shake · keyframes", frame: CGRect(x: 194, y: 56, width: 169, height: 150))
    let spinnerTile = LayerTile(title: "Spinner · rotation.z", frame: CGRect(x: 12, y: 218, width: 169, height: 150))
    let flipTile = LayerTile(title: "Flip · 3D, tap or drag", frame: CGRect(x: 194, y: 218, width: 169, height: 150))
    let shadowTile = LayerTile(title: "Shadow · shadowRadius", frame: CGRect(x: 12, y: 380, width: 169, height: 150))
    let pathTile = LayerTile(title: "Path · .rotateAuto", frame: CGRect(x: 194, y: 380, width: 169, height: 150))
    let transactionTile = LayerTile(title: "Transaction · completion block", frame: CGRect(x: 12, y: 542, width: 351, height: 108))

    let pulseDot = Layer()
    let field = View(frame: CGRect(x: 0, y: 0, width: 130, height: 36))
    let spinner = Layer()
    let front = View(frame: CGRect(x: 0, y: 0, width: 96, height: 96))
    let back = View(frame: CGRect(x: 0, y: 0, width: 96, height: 96))
    let shadowCard = View(frame: CGRect(x: 0, y: 0, width: 90, height: 64))
    let flyer = Layer()
    let pathGuide = PathGuideView()
    let dots = [Layer(), Layer(), Layer()]
    let statusLabel = Label(text: "Tap Run", font: .systemFont(ofSize: 13, weight: .medium), color: Color(hex: 0x3A3F4A))
    let runButton = Button()

    static let flipDuration: TimeInterval = 0.8
    /// Where the transaction's dots run, in the tile's stage.
    static let laneStart: CGFloat = 22, laneEnd: CGFloat = 236
    /// Whether the card shows its back (the model after the last flip).
    private(set) var showsBack = false
    /// How far the drag has scrubbed the flip (0…1), while it does.
    private(set) var scrubProgress: CGFloat = 0
    private(set) var transactionRuns = 0
    private var dotsAtRight = false

    public override func didLoad() {
        let screen = phone.showPage(in: view, caption: caption, title: "Layers")
        for tile in [pulseTile, shakeTile, spinnerTile, flipTile, shadowTile, pathTile, transactionTile] {
            screen.addSubview(tile)
        }
        setUpPulse()
        setUpShake()
        setUpSpinner()
        setUpFlip()
        setUpShadow()
        setUpPath()
        setUpTransaction()
    }

    public override func layout(in size: CGSize) {
        phone.place(in: size)
        caption.place(in: size, beside: phone)
    }

    // MARK: Pulse: scale and opacity in a group, repeated, autoreversed

    private func setUpPulse() {
        pulseDot.bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
        pulseDot.position = pulseTile.stageCenter
        pulseDot.cornerRadius = 22
        pulseDot.backgroundColor = Color.systemRed.cgColor
        pulseTile.stage.layer.addSublayer(pulseDot)

        let scale = BasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1
        scale.toValue = 1.35
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.55
        let pulse = AnimationGroup()
        pulse.animations = [scale, fade]
        pulse.duration = 0.8
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        pulseDot.add(pulse, forKey: "pulse")
    }

    // MARK: Shake: keyframes on position.x

    private func setUpShake() {
        field.center = shakeTile.stageCenter
        field.backgroundColor = Color(hex: 0xF6F7F9)
        field.cornerRadius = 8
        field.borderWidth = 1.5
        field.borderColor = Color(hex: 0xD9534F)
        let text = Label(text: "••••••  tap me", font: .systemFont(ofSize: 14), color: Color(hex: 0x6B7080))
        text.frame = field.bounds.insetBy(dx: 10, dy: 0)
        text.isUserInteractionEnabled = false
        field.addSubview(text)
        shakeTile.stage.addSubview(field)
        let tap = TapGestureRecognizer(target: self, action: LayersScene.shake)
        shakeTile.addGestureRecognizer(tap)
    }

    func shake() {
        let shake = KeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 10, -10, 10, -6, 6, -2, 0]
        shake.keyTimes = [0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 1]
        shake.duration = 0.45
        shake.isAdditive = true
        field.layer.add(shake, forKey: "shake")
    }

    // MARK: Spinner: rotation.z forever

    private func setUpSpinner() {
        spinner.bounds = CGRect(x: 0, y: 0, width: 56, height: 56)
        spinner.position = spinnerTile.stageCenter
        // The track is a sublayer under the head (a layer's own border is drawn above its sublayers).
        let track = Layer()
        track.frame = spinner.bounds
        track.cornerRadius = 28
        track.borderWidth = 6
        track.borderColor = Color(hex: 0xD5DAE3).cgColor
        spinner.addSublayer(track)
        let head = Layer()
        head.bounds = CGRect(x: 0, y: 0, width: 14, height: 14)
        head.position = CGPoint(x: 28, y: 3)
        head.cornerRadius = 7
        head.backgroundColor = Color.systemBlue.cgColor
        spinner.addSublayer(head)
        spinnerTile.stage.layer.addSublayer(spinner)

        let spin = BasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * Double.pi
        spin.duration = 1
        spin.repeatCount = .infinity
        spinner.add(spin, forKey: "spin")
    }

    // MARK: Flip: two faces turned about y with perspective

    private func setUpFlip() {
        var perspective = Transform3DIdentity
        perspective.m34 = -1.0 / 500
        flipTile.stage.layer.sublayerTransform = perspective
        for (face, color, word) in [(front, Color.systemBlue, "Front"), (back, Color.systemOrange, "Back")] {
            face.center = flipTile.stageCenter
            face.backgroundColor = color
            face.cornerRadius = 12
            face.layer.isDoubleSided = false
            let label = Label(text: word, font: .systemFont(ofSize: 18, weight: .bold), color: .white)
            label.textAlignment = .center
            label.frame = face.bounds
            label.isUserInteractionEnabled = false
            face.addSubview(label)
            flipTile.stage.addSubview(face)
        }
        back.layer.transform = Transform3DMakeRotation(.pi, 0, 1, 0)
        let tap = TapGestureRecognizer(target: self, action: LayersScene.flip)
        flipTile.addGestureRecognizer(tap)
        let pan = PanGestureRecognizer(target: self, action: LayersScene.scrubFlip)
        flipTile.addGestureRecognizer(pan)
    }

    /// Adds the flip's two animations (front and back turn by π together) and sets the model to the end.
    private func addFlipAnimations() {
        let turn: Double = showsBack ? -.pi : .pi
        for (face, start) in [(front, showsBack ? Double.pi : 0), (back, showsBack ? 0 : -Double.pi)] {
            let rotation = BasicAnimation(keyPath: "transform.rotation.y")
            rotation.fromValue = start
            rotation.toValue = start + turn
            rotation.duration = LayersScene.flipDuration
            rotation.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
            face.layer.add(rotation, forKey: "flip")
        }
        showsBack.toggle()
        front.layer.transform = showsBack ? Transform3DMakeRotation(.pi, 0, 1, 0) : Transform3DIdentity
        back.layer.transform = showsBack ? Transform3DIdentity : Transform3DMakeRotation(.pi, 0, 1, 0)
    }

    func flip() {
        // Mid-flip, a tap would start the other way from a face lying flat: the flip finishes first.
        guard flipTile.stage.layer.speed != 0, front.layer.animation(forKey: "flip") == nil else { return }
        addFlipAnimations()
    }

    func scrubFlip(_ pan: PanGestureRecognizer) {
        let layer = flipTile.stage.layer
        switch pan.state {
        case .began:
            front.layer.removeAllAnimations()
            back.layer.removeAllAnimations()
            addFlipAnimations()
            layer.speed = 0
            layer.timeOffset = 0
            layer.beginTime = 0
            scrubProgress = 0
        case .changed:
            let dx = pan.translation(in: flipTile).x
            scrubProgress = min(max(abs(dx) / 150, 0), 1)
            // Added while the tile's time stood at 0, the flip began at 0: the offset is the time into it.
            layer.timeOffset = Double(scrubProgress) * LayersScene.flipDuration
        default:
            // Resume from where the drag left it (seed 004's recipe): speed 1, beginTime moved back by the progress.
            let paused = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CurrentMediaTime(), from: nil) - paused
        }
    }

    // MARK: Shadow: radius, offset and opacity animated together

    private func setUpShadow() {
        shadowCard.center = shadowTile.stageCenter
        shadowCard.backgroundColor = .white
        shadowCard.cornerRadius = 12
        shadowCard.borderWidth = 1
        shadowCard.borderColor = Color(hex: 0xE3E6EC)
        shadowTile.stage.addSubview(shadowCard)
        let layer = shadowCard.layer
        layer.shadowColor = Color.black.cgColor
        layer.shadowOpacity = 0.3
        layer.shadowRadius = 3
        layer.shadowOffset = CGSize(width: 0, height: 2)

        let radius = BasicAnimation(keyPath: "shadowRadius")
        radius.toValue = 12
        let offset = BasicAnimation(keyPath: "shadowOffset")
        offset.toValue = CGSize(width: 0, height: 12)
        let opacity = BasicAnimation(keyPath: "shadowOpacity")
        opacity.toValue = 0.18
        let lift = BasicAnimation(keyPath: "transform.translation.y")
        lift.toValue = -6
        let group = AnimationGroup()
        group.animations = [radius, offset, opacity, lift]
        group.duration = 1.2
        group.autoreverses = true
        group.repeatCount = .infinity
        group.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        layer.add(group, forKey: "lift")
    }

    // MARK: Path: keyframes along a curve, turned along it

    private func setUpPath() {
        let stage = pathTile.stage.bounds
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 22, y: stage.maxY - 22))
        path.addCurve(to: CGPoint(x: stage.maxX - 22, y: 24), control1: CGPoint(x: 40, y: -10),
                      control2: CGPoint(x: stage.maxX - 60, y: stage.maxY + 20))
        pathGuide.frame = stage
        pathGuide.path = path
        pathGuide.isUserInteractionEnabled = false
        pathTile.stage.addSubview(pathGuide)
        flyer.bounds = CGRect(x: 0, y: 0, width: 26, height: 12)
        flyer.position = CGPoint(x: 22, y: stage.maxY - 22)
        flyer.cornerRadius = 4
        flyer.backgroundColor = Color.systemGreen.cgColor
        let nose = Layer()
        nose.frame = CGRect(x: 20, y: 2, width: 8, height: 8)
        nose.cornerRadius = 4
        nose.backgroundColor = Color(hex: 0x1E7A34).cgColor
        flyer.addSublayer(nose)
        pathTile.stage.layer.addSublayer(flyer)

        let fly = KeyframeAnimation(keyPath: "position")
        fly.path = path
        fly.calculationMode = .paced
        fly.rotationMode = .rotateAuto
        fly.duration = 2.4
        fly.autoreverses = true
        fly.repeatCount = .infinity
        flyer.add(fly, forKey: "fly")
    }

    // MARK: Transaction: implicit animations and a completion block

    private func setUpTransaction() {
        for (i, dot) in dots.enumerated() {
            dot.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
            dot.cornerRadius = 6
            dot.position = CGPoint(x: LayersScene.laneStart, y: 18 + CGFloat(i) * 14)
            dot.backgroundColor = [Color.systemRed, .systemOrange, .systemBlue][i].cgColor
            transactionTile.stage.layer.addSublayer(dot)
        }
        statusLabel.frame = CGRect(x: 16, y: 58, width: 240, height: 20)
        transactionTile.stage.addSubview(statusLabel)
        runButton.setTitle("Run", for: .normal)
        runButton.frame = CGRect(x: 270, y: 24, width: 64, height: 34)
        runButton.addTarget(self, action: LayersScene.runTransaction, for: .touchUpInside)
        transactionTile.stage.addSubview(runButton)
    }

    func runTransaction() {
        transactionRuns += 1
        let run = transactionRuns
        statusLabel.text = "Running…"
        dotsAtRight.toggle()
        Transaction.begin()
        Transaction.setAnimationDuration(0.9)
        Transaction.setAnimationTimingFunction(MediaTimingFunction(name: .easeInEaseOut))
        Transaction.setCompletionBlock { [weak self] in
            guard let self, run == self.transactionRuns else { return }
            self.statusLabel.text = "Done: the completion ran"
        }
        for (i, dot) in dots.enumerated() {
            Transaction.begin()
            Transaction.setAnimationDuration(0.5 + 0.2 * Double(i))
            dot.position.x = dotsAtRight ? LayersScene.laneEnd : LayersScene.laneStart
            Transaction.commit()
        }
        Transaction.commit()
    }
}
