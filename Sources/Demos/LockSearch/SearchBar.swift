import Views

/// Learns when the search field starts and stops editing (the parts of UISearchBarDelegate seed 000 uses).
protocol SearchBarDelegate: AnyObject {
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    func searchBarResultsListButtonClicked(_ searchBar: SearchBar)
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
}

/// A rounded search field (UISearchBar's look): a text field behind a magnifying glass, and a Done button that
/// slides in while editing. Click to edit; the window's text input types into it (capitals, punctuation, CJK
/// and input-method composition); Return, Escape or Done ends the search.
final class SearchBar: View, TextFieldDelegate {
    weak var delegate: SearchBarDelegate?
    /// The field itself: its background is the bar's rounded box; the text starts after the lens.
    let textField = SearchTextField()
    private let lens = View()
    private let handle = View()
    let resultsButton = Button()
    /// The text typed so far, without what an input method is still composing.
    private(set) var text = ""
    var isEditing: Bool { textField.isEditing }

    override init() {
        super.init()
        textField.backgroundColor = Color(white: 1, alpha: 0.28)
        textField.cornerRadius = 10
        textField.font = .systemFont(ofSize: 17)
        textField.textColor = .white
        textField.placeholderColor = Color(white: 1, alpha: 0.7)
        textField.tintColor = Color(hex: 0x0A84FF)
        textField.placeholder = "Search"
        textField.delegate = self
        textField.addTarget(self, action: SearchBar.textChanged, for: .editingChanged)
        lens.borderWidth = 2
        lens.borderColor = Color(white: 1, alpha: 0.8)
        lens.cornerRadius = 6
        lens.isUserInteractionEnabled = false
        handle.backgroundColor = Color(white: 1, alpha: 0.8)
        handle.cornerRadius = 1
        handle.isUserInteractionEnabled = false
        resultsButton.setTitle("Done", for: .normal)
        resultsButton.setTitleColor(.white, for: .normal)
        resultsButton.titleLabel.font = .systemFont(ofSize: 16, weight: .semibold)
        resultsButton.alpha = 0
        [textField, lens, handle, resultsButton].forEach(addSubview)
        let done = TapGestureRecognizer()
        done.addTarget(self, action: SearchBar.tappedButton)
        resultsButton.addGestureRecognizer(done)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let buttonWidth: CGFloat = isEditing ? 64 : 0
        textField.frame = CGRect(x: 0, y: 0, width: bounds.width - buttonWidth, height: bounds.height)
        lens.frame = CGRect(x: 12, y: bounds.height / 2 - 9, width: 12, height: 12)
        handle.frame = CGRect(x: 22, y: bounds.height / 2 + 2, width: 7, height: 2)
        handle.transform = CGAffineTransform(rotationAngle: .pi / 4)
        resultsButton.frame = CGRect(x: bounds.width - 60, y: 0, width: 60, height: bounds.height)
    }

    func tappedButton(_ recognizer: TapGestureRecognizer) { delegate?.searchBarResultsListButtonClicked(self) }

    /// Starts editing (the field becomes first responder).
    @discardableResult
    override func becomeFirstResponder() -> Bool { textField.becomeFirstResponder() }

    /// Ends editing; the text is cleared.
    @discardableResult
    override func resignFirstResponder() -> Bool { textField.resignFirstResponder() }

    // MARK: The field's events

    func textFieldDidBeginEditing(_ textField: TextField) {
        textField.placeholder = "Type to search…"
        update()
        delegate?.searchBarTextDidBeginEditing(self)
    }

    func textFieldDidEndEditing(_ textField: TextField) {
        textField.text = ""
        text = ""
        textField.placeholder = "Search"
        update()
        delegate?.searchBarTextDidEndEditing(self)
    }

    /// Return ends the search, as the keyboard's Search key would dismiss it.
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    /// Reports the typed text when it changes (a composition in progress is not typed text yet).
    func textChanged(_ sender: TextField) {
        let committed = sender.editingState.committedText
        guard committed != text, isEditing else { return }
        text = committed
        delegate?.searchBar(self, textDidChange: text)
    }

    private func update() {
        View.animate(withDuration: 0.25) {
            self.resultsButton.alpha = self.isEditing ? 1 : 0
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
    }
}

/// The search bar's text field: the text starts after the magnifying glass.
final class SearchTextField: TextField {
    override func textRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: 36, y: 0, width: max(bounds.width - 44, 0), height: bounds.height)
    }
}
