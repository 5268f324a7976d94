/// The four error correction levels of ISO/IEC 18004: how much of a symbol may be lost and
/// still be read (about 7 %, 15 %, 25 % and 30 % of its codewords).
public enum QRErrorCorrection: String, CaseIterable, Sendable {
    case low = "L"
    case medium = "M"
    case quartile = "Q"
    case high = "H"

    /// The two bits that name the level in the format information (L 01, M 00, Q 11, H 10).
    var formatBits: Int {
        switch self {
        case .low: 0b01
        case .medium: 0b00
        case .quartile: 0b11
        case .high: 0b10
        }
    }

    /// The level's place in the rows of the version table (L, M, Q, H).
    var tableIndex: Int {
        switch self {
        case .low: 0
        case .medium: 1
        case .quartile: 2
        case .high: 3
        }
    }
}
