export * from './constants';
export { loaderMachine } from './loader.machine';
export { headerScrollMachine, type HeaderScrollEvent } from './headerScroll.machine';
export { mobileMenuMachine, type MobileMenuEvent } from './mobileMenu.machine';
export { toastMachine, type ToastMessage, type ToastEvent } from './toast.machine';
export { simulatedSendMachine } from './simulatedSend.machine';
export * from './contactForm.machine';
