import './tokens.css';

export { Screen } from './screen/Screen';
export { Notice, type NoticeTone } from './notice/Notice';
export {
  BannerSlider,
  type BannerItem,
  type BannerSliderProps,
} from './banner-slider/BannerSlider';
