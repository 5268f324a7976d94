/// Why a text could not be made into a symbol.
public enum QRCodeError: Error, Equatable, Sendable {
    /// The text's bytes do not fit the largest version supported at that level.
    case tooLong(bytes: Int, maximumBytes: Int, level: QRErrorCorrection)
    /// A version was asked for that is not supported (see `QRCode.supportedVersions`).
    case unsupportedVersion(Int)
    /// The text does not fit the version asked for.
    case doesNotFitVersion(Int)
    /// A mask was asked for that is not one of 0…7.
    case invalidMask(Int)
}
