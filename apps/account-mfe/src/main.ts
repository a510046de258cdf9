// Async boundary: shared modules (React, Mantine, the Canopy libs) are negotiated before bootstrap runs.
void import('./bootstrap');
