/** The hint under every URL field of the navigation and footer editors. */
export const URL_HINT = "A path such as /jobs, or a full https:// address.";
