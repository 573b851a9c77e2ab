import Views

/// Seed 002, the WeChat-style floating window: a feed whose rows push articles with a custom animation.
///
/// ```swift
/// // playground run floatwindow
/// let tester = try SceneTester(FloatWindowScene.self, size: CGSize(width: 1280, height: 800))
/// tester.pumpUntilSettled()
/// ```
///
/// A drag from an article's left edge pops it interactively (finishing past 40 %, else cancelling, both smooth);
/// while popping, a quarter circle appears in the lower-right corner — let go over it and the article shrinks
/// into a round bubble above every screen, which can be dragged, snaps to the nearest side, and reopens the
/// article, growing from the bubble.
public final class FloatWindowScene: Scene, NavigationControllerDelegate {
    public override class var name: String { "floatwindow" }
    public override class var summary: String { "Seed 002: custom push/pop, interactive edge pop, and a floating bubble to keep an article" }
    public override class var hint: String { "Click a story · drag from the left edge to go back · drop it on the corner to float it" }
    public override class var helpItems: [HelpItem] {
        [HelpItem("Click a story", "it grows out of its row into the article"),
         HelpItem("‹ Back, or Esc", "pops back to the feed"),
         HelpItem("Drag from the left edge", "pops with your finger: past 40 % or a flick it finishes, else cancels"),
         HelpItem("Let go over the corner", "the article becomes a floating bubble"),
         HelpItem("Drag the bubble", "it follows and snaps to a side; click it to open the article again")]
    }

    let phone = PhoneFrame(hint: FloatWindowScene.hint)
    private let caption = SceneCaption(title: "Floating window", body: """
        Click a story to open it. Drag from the article's left edge to go back: past 40 % it finishes, short of \
        it it cancels.

        While you drag, a quarter circle shows in the lower-right corner: let go over it and the article \
        becomes a floating bubble. Drag the bubble around; click it to open the article again.
        """)
    var screen: View { phone.screen }
    let window = Window()
    let feed = FeedViewController()
    private(set) var navigation: NavigationController!
    let floatZone = FloatZone()
    private(set) var bubble: FloatBubble?
    private(set) var interactive: PercentDrivenInteractiveTransition?
    private var pushOrigin: (frame: CGRect, radius: CGFloat, scalesContent: Bool, onStart: (() -> Void)?)?
    private var progressLink: DisplayLink?
    private(set) var popProgress: CGFloat = 0
    /// The article an edge drag is popping (the stack's top changes as the pop starts).
    private weak var poppingArticle: ArticleViewController?

    public override func didLoad() {
        view.backgroundColor = Color(hex: 0x101216)
        view.addSubview(caption)
        view.addSubview(phone)
        window.frame = screen.bounds
        screen.addSubview(window)
        navigation = NavigationController(rootViewController: feed)
        navigation.delegate = self
        navigation.interactivePopGestureRecognizer.isEnabled = false
        window.rootViewController = navigation
        feed.onSelect = { [unowned self] i in self.open(i, from: self.feed.rows[i]) }
        floatZone.center = CGPoint(x: screen.bounds.maxX, y: screen.bounds.maxY)
        floatZone.alpha = 0
        floatZone.transform = CGAffineTransform(scaleX: 0.3, y: 0.3)
        screen.addSubview(floatZone)
    }

    public override func layout(in size: CGSize) {
        phone.place(in: size)
        caption.place(in: size, beside: phone)
    }

    // MARK: Opening

    /// Pushes article `index`, growing from `origin` (scaled up from it when `scalesContent`; `onStart` runs
    /// as the transition starts).
    func open(_ index: Int, from origin: View, scalesContent: Bool = false, onStart: (() -> Void)? = nil) {
        guard !navigation.isTransitioning, navigation.topViewController === feed else { return }
        pushOrigin = (origin.convert(origin.bounds, to: navigation.containerView), origin.cornerRadius, scalesContent, onStart)
        let article = ArticleViewController(article: Article.all[index], index: index)
        article.loadViewIfNeeded()
        article.edgePan.addTarget(self, action: FloatWindowScene.handleEdgePan)
        article.onBack = { [unowned self] in self.goBack() }
        navigation.pushViewController(article, animated: true)
    }

    /// "‹ Back": pops the article with the slide (not interactive).
    func goBack() {
        guard !navigation.isTransitioning, navigation.topViewController is ArticleViewController else { return }
        navigation.popViewController(animated: true)
    }

    public override func handleKey(_ key: Key) -> Bool {
        // Esc steps back one level: out of an article first.
        guard key == .escape, navigation.topViewController is ArticleViewController else { return false }
        goBack()
        return true
    }

    // MARK: NavigationControllerDelegate

    public func navigationController(_ navigationController: NavigationController,
                                     animationControllerFor operation: NavigationController.Operation,
                                     from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        switch operation {
        case .push:
            let origin = pushOrigin ?? (CGRect(x: 150, y: 300, width: 75, height: 75), 12, false, nil)
            pushOrigin = nil
            return GrowPushAnimator(from: origin.frame, cornerRadius: origin.radius, scalesContent: origin.scalesContent,
                                    onStart: origin.onStart)
        case .pop:
            return SlidePopAnimator()
        case .none:
            return nil
        }
    }

    public func navigationController(_ navigationController: NavigationController,
                                     interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        interactive
    }

    // MARK: Interactive pop

    func handleEdgePan(_ pan: ScreenEdgePanGestureRecognizer) {
        let width = screen.bounds.width
        switch pan.state {
        case .began:
            progressLink?.invalidate()
            interactive = PercentDrivenInteractiveTransition()
            popProgress = 0
            poppingArticle = navigation.topViewController as? ArticleViewController
            navigation.popViewController(animated: true)
            showZone(true)
        case .changed:
            popProgress = max(0, min(1, pan.translation(in: screen).x / width))
            interactive?.update(popProgress)
            floatZone.setHighlighted(floatZone.contains(pan.location(in: screen)))
        case .ended, .cancelled:
            let overZone = pan.state == .ended && floatZone.contains(pan.location(in: screen))
            showZone(false)
            if overZone, let article = poppingArticle {
                makeBubble(from: article)
                startProgressLink()
            } else if pan.state == .ended,
                      NavigationController.interactivePopFinishes(progress: popProgress, velocity: pan.velocity(in: screen).x) {
                startProgressLink()
            } else {
                interactive?.cancel()
                interactive = nil
            }
        default:
            break
        }
    }

    /// Seed 002 finishes by stepping the progress from a display link to 0.98, then calling finish(). The steps
    /// ease out — a quarter of what is left, at least 1 % — so the article glides into place instead of
    /// stopping dead.
    private func startProgressLink() {
        progressLink?.invalidate()
        let link = DisplayLink { [weak self] link in
            guard let self, let interactive = self.interactive else { link.invalidate(); return }
            self.popProgress = min(self.popProgress + max((0.98 - self.popProgress) * 0.25, 0.01), 0.98)
            interactive.update(self.popProgress)
            if self.popProgress >= 0.98 {
                link.invalidate()
                interactive.finish()
                self.interactive = nil
            }
        }
        link.add(to: .main, forMode: .default)
        progressLink = link
    }

    private func showZone(_ visible: Bool) {
        floatZone.setHighlighted(false)
        View.animate(withDuration: 0.25, delay: 0, options: .curveEaseOut, animations: {
            self.floatZone.alpha = visible ? 1 : 0
            self.floatZone.transform = visible ? .identity : CGAffineTransform(scaleX: 0.3, y: 0.3)
        })
    }

    // MARK: The bubble

    /// The article on screen shrinks into a bubble that then floats above everything: a picture of the article
    /// as it is on screen scales down uniformly (all of it, not a crop) while its mask rounds into the circle,
    /// and the real article leaves at once.
    private func makeBubble(from article: ArticleViewController) {
        bubble?.removeFromSuperview()
        let articleView: View = article.view
        let origin = articleView.superview?.convert(articleView.presentationValues.frame.origin, to: screen) ?? .zero
        let shown = CGRect(origin: origin, size: articleView.bounds.size)
        let snapshot = articleView.snapshotView(afterScreenUpdates: false) ?? View()
        let mask = View()
        View.performWithoutAnimation {
            mask.frame = shown
            mask.clipsToBounds = true
            snapshot.frame = mask.bounds
            mask.addSubview(snapshot)
            screen.addSubview(mask)
            articleView.alpha = 0
        }
        let bubble = FloatBubble(article: article.article, index: article.index)
        bubble.center = CGPoint(x: screen.bounds.maxX - FloatBubble.size / 2 - 12, y: screen.bounds.maxY - 160)
        bubble.alpha = 0
        bubble.onOpen = { [unowned self, unowned bubble] in self.reopen(bubble) }
        screen.addSubview(bubble)
        self.bubble = bubble
        let side = FloatBubble.size
        let scale = side / max(min(shown.width, shown.height), 1)
        let shrink = ViewPropertyAnimator(duration: 0.5, dampingRatio: 0.85) {
            // The mask becomes the bubble's circle; the picture inside scales down about the mask's center.
            mask.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            mask.center = bubble.center
            mask.cornerRadius = side / 2
            snapshot.center = CGPoint(x: side / 2, y: side / 2)
            snapshot.transform = CGAffineTransform(scaleX: scale, y: scale)
        }
        shrink.addAnimations({ bubble.alpha = 1; mask.alpha = 0 }, delayFactor: 0.6)
        shrink.addCompletion { _ in
            mask.removeFromSuperview()
            View.performWithoutAnimation { articleView.alpha = 1 }
        }
        shrink.startAnimation()
    }

    /// Opens the bubble's article again: the whole article grows out of the circle, scaled (the bubble morph
    /// in reverse); the bubble goes as the growth starts, so no frame shows neither.
    private func reopen(_ bubble: FloatBubble) {
        guard !navigation.isTransitioning, navigation.topViewController === feed else { return }
        if self.bubble === bubble { self.bubble = nil }
        open(bubble.index, from: bubble, scalesContent: true) { [weak bubble] in bubble?.removeFromSuperview() }
    }
}
