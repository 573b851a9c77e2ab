import Views

extension PhoneFrame {
    /// Sets up the page the layer scenes share: the phone and its caption on the dark backdrop of `view`, the
    /// screen in `screenColor` with a large `title` at its top left. Returns the screen.
    ///
    /// ```swift
    /// let screen = phone.showPage(in: view, caption: caption, title: "Shapes")
    /// screen.addSubview(tile)
    /// ```
    @discardableResult
    func showPage(in view: View, caption: SceneCaption, title: String, screenColor: Color = Color(hex: 0xEEF0F4),
                  titleColor: Color = .black) -> View {
        view.backgroundColor = Color(hex: 0x101216)
        view.addSubview(caption)
        view.addSubview(self)
        screen.backgroundColor = screenColor
        let label = Label(text: title, font: .systemFont(ofSize: 28, weight: .bold), color: titleColor)
        label.frame = CGRect(x: 16, y: 12, width: 300, height: 36)
        screen.addSubview(label)
        return screen
    }
}
