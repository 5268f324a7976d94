/// A products server gave no usable answer and nothing saved can stand in for it.
public enum ProductsServerError: Error, Equatable, Sendable {
    case unavailable(ProductsServerProblemDomainModel)
}
