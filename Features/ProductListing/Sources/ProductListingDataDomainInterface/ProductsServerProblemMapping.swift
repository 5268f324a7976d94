import ProductListingData
import ProductListingDomain

extension ProductsServerProblemDomainModel {
    /// What a products server's failure means to the person.
    init(_ error: ProductsSourceError) {
        switch error {
        case .unreachable, .cancelled: self = .unreachable
        case .timedOut: self = .timedOut
        case .httpStatus(let status): self = .httpStatus(status)
        case .graphQLErrors(let messages): self = .answeredWithErrors(messages)
        case .malformedResponse: self = .unreadableAnswer
        case .tooLarge: self = .answerTooLarge
        }
    }
}
