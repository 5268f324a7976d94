/// Draws a symbol as text for a terminal, with its quiet zone.
public enum QRCodeText {
    /// Two module rows per line: `█` both dark, `▀` the upper dark, `▄` the lower dark, a
    /// space both light.
    ///
    /// The blocks are the terminal's ink: dark modules are drawn in the text colour and
    /// light ones are left as the background. That reads as a QR Code on a light terminal
    /// (dark text on a light background), the convention of paper. On a dark terminal pass
    /// `inverted: true`, which draws the light modules (the quiet zone included) in ink.
    /// Lines end in the quiet zone's blanks, which must not be trimmed when inverted.
    public static func halfBlocks(_ code: QRCode, inverted: Bool = false) -> [String] {
        let zone = QRCode.quietZone
        let span = -zone..<code.size + zone
        func ink(_ row: Int, _ column: Int) -> Bool {
            let inSpan = row < code.size + zone
            return inSpan && code.isDark(row: row, column: column) != inverted
        }
        return stride(from: -zone, to: code.size + zone, by: 2).map { top in
            String(
                span.map { column -> Character in
                    switch (ink(top, column), ink(top + 1, column)) {
                    case (true, true): "█"
                    case (true, false): "▀"
                    case (false, true): "▄"
                    case (false, false): " "
                    }
                }
            )
        }
    }
}
