// The async boundary module federation needs: shared modules are negotiated before the app code runs.
import('./bootstrap');
