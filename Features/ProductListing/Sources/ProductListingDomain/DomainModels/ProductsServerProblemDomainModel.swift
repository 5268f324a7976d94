/// Why a products server gave no usable answer, in terms the person can act on.
public enum ProductsServerProblemDomainModel: Equatable, Sendable {
    /// No connection could be made (no network, refused, unknown host).
    case unreachable
    /// It did not answer in time.
    case timedOut
    /// It answered with an HTTP error status, such as 500.
    case httpStatus(Int)
    /// It answered with GraphQL errors: their messages, as the server wrote them.
    case answeredWithErrors([String])
    /// Its answer is not an Alfie product listing or product.
    case unreadableAnswer
    /// Its answer was larger than the app reads.
    case answerTooLarge
}
