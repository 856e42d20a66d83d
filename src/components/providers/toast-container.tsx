"use client";

// The library's CSS first, then ours on top of it; both arrive with this module (toast-host.tsx loads it on demand).
import "react-toastify/dist/ReactToastify.css";
import "./toasts.css";

export { ToastContainer } from "react-toastify";
