import ProductListingData
import ProductListingDataDomainInterface
import ProductListingDomain

/// Browsing from the products server when there is one (its navigation, brands,
/// facets and suggestions, offline first), else from the catalog on this device,
/// chosen as ``getPage()`` chooses pages.
extension ProductListingDomainLayerDependencies {
    private var catalog: ProductCatalogRepository { dataLayer.getProductCatalogRepository() }

    /// The products server's pages and browse answers, when the products come from one.
    private var remote: (catalog: RemoteProductCatalogRepository, browse: RemoteProductBrowseRepository)? {
        guard let catalog = dataLayer.source.getRemoteProductCatalogRepository(),
            let browse = dataLayer.source.getRemoteProductBrowseRepository()
        else { return nil }
        return (catalog, browse)
    }

    var resolveFilters: any ResolveProductFiltersInterface {
        guard let remote else { return ResolveProductFilters(repository: catalog) }
        return ResolveRemoteProductFilters(catalog: remote.catalog, browse: remote.browse)
    }

    var getFacets: any GetProductListingFacetsInterface {
        guard let remote else { return GetProductListingFacets(repository: catalog) }
        return GetRemoteProductListingFacets(repository: remote.catalog)
    }

    var getSuggestions: any GetProductSuggestionsInterface {
        guard let remote else { return GetProductSuggestions(repository: catalog) }
        return GetRemoteProductSuggestions(repository: remote.browse)
    }

    var getCategories: any GetProductCategoriesInterface {
        guard let remote else { return GetProductCategories(repository: catalog) }
        return GetRemoteProductCategories(repository: remote.browse)
    }

    /// The server menu's pages and links; none for the catalog on this device.
    var getStoreLinks: (any GetProductStoreLinksInterface)? {
        remote.map { GetRemoteProductStoreLinks(repository: $0.browse) }
    }

    var getBrands: any GetProductBrandsInterface {
        guard let remote else { return GetProductBrands(repository: catalog) }
        return GetRemoteProductBrands(repository: remote.browse)
    }
}
