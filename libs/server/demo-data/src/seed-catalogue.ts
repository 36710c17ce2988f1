import type { Kysely } from 'kysely';
import { formatMask, type DataFormat } from '@portal/api-contract';
import type { DataDomainTable, DataProductTable, DataResourceTable, Database, DepartmentTable } from '@portal/server-db';
import { DEMO_ORGANISATIONS, mulberry32, truncateWriteAheadLog } from './seed-shared';

/**
 * Catalogue demo data (issue 5, architecture §7): provincial departments, data domains,
 * data resources and data products with realistic Jiangsu content. Deterministic: every
 * choice comes from a mulberry32 PRNG (./seed-shared.ts) with a fixed seed and every time from the `now` the
 * caller passes, so equal `now` and `resources` give equal rows. Idempotent: nothing is
 * written when the catalogue is complete (its products are there); a large catalogue commits in
 * bounded steps, and one left half written is carried on (see `seedCatalogue`).
 */

export interface CatalogueDepartment {
  id: string;
  name: string;
  shortName: string;
}

export interface CatalogueDomain {
  id: string;
  name: string;
  /** Catalogue code segment: 320000-<abbr>-000123. */
  abbr: string;
  description: string;
  /** Departments that publish resources in this domain (the first one most often). */
  departments: readonly string[];
  /** Demo organisations (keys of `org_<key>`) that operate products in this domain. */
  operators: readonly string[];
}

/** Provincial departments, in display order. */
export const CATALOGUE_DEPARTMENTS: readonly CatalogueDepartment[] = [
  { id: 'dept_jtt', name: '江苏省交通运输厅', shortName: '省交通运输厅' },
  { id: 'dept_wjw', name: '江苏省卫生健康委员会', shortName: '省卫生健康委' },
  { id: 'dept_scjgj', name: '江苏省市场监督管理局', shortName: '省市场监管局' },
  { id: 'dept_zrzyt', name: '江苏省自然资源厅', shortName: '省自然资源厅' },
  { id: 'dept_wlt', name: '江苏省文化和旅游厅', shortName: '省文化和旅游厅' },
  { id: 'dept_jyt', name: '江苏省教育厅', shortName: '省教育厅' },
  { id: 'dept_qxj', name: '江苏省气象局', shortName: '省气象局' },
  { id: 'dept_rst', name: '江苏省人力资源和社会保障厅', shortName: '省人力资源社会保障厅' },
  { id: 'dept_stt', name: '江苏省生态环境厅', shortName: '省生态环境厅' },
  { id: 'dept_nynct', name: '江苏省农业农村厅', shortName: '省农业农村厅' },
  { id: 'dept_gat', name: '江苏省公安厅', shortName: '省公安厅' },
  { id: 'dept_mzt', name: '江苏省民政厅', shortName: '省民政厅' },
  { id: 'dept_zjt', name: '江苏省住房和城乡建设厅', shortName: '省住房城乡建设厅' },
  { id: 'dept_slt', name: '江苏省水利厅', shortName: '省水利厅' },
  { id: 'dept_swt', name: '江苏省商务厅', shortName: '省商务厅' },
  { id: 'dept_czt', name: '江苏省财政厅', shortName: '省财政厅' },
  { id: 'dept_tjj', name: '江苏省统计局', shortName: '省统计局' },
  { id: 'dept_ybj', name: '江苏省医疗保障局', shortName: '省医保局' },
  { id: 'dept_jrj', name: '江苏省地方金融监督管理局', shortName: '省地方金融监管局' },
  { id: 'dept_sjj', name: '江苏省数据局', shortName: '省数据局' },
  { id: 'dept_yjglt', name: '江苏省应急管理厅', shortName: '省应急管理厅' },
  { id: 'dept_swj', name: '国家税务总局江苏省税务局', shortName: '省税务局' },
];

/** Data domains, in display order. */
export const CATALOGUE_DOMAINS: readonly CatalogueDomain[] = [
  {
    id: 'dom_traffic',
    name: '交通运输',
    abbr: 'JT',
    description: '涵盖公路、水路、港口、城市公共交通和出行服务等交通运输领域的公共数据。',
    departments: ['dept_jtt', 'dept_gat'],
    operators: ['njtraffic', 'ntport'],
  },
  {
    id: 'dom_health',
    name: '医疗健康',
    abbr: 'YL',
    description: '涵盖医疗机构、医护人员、公共卫生和医疗保障等医疗健康领域的公共数据。',
    departments: ['dept_wjw', 'dept_ybj'],
    operators: ['szmed'],
  },
  {
    id: 'dom_finance',
    name: '金融服务',
    abbr: 'JR',
    description: '涵盖企业纳税、地方金融组织、普惠金融和财政补助等支撑金融服务的公共数据。',
    departments: ['dept_jrj', 'dept_swj', 'dept_czt'],
    operators: ['wxfintech', 'jsdata'],
  },
  {
    id: 'dom_market',
    name: '市场监管',
    abbr: 'SC',
    description: '涵盖市场主体登记、行政许可、行政处罚、产品质量和食品安全等市场监管领域的公共数据。',
    departments: ['dept_scjgj'],
    operators: ['jsdata', 'wxfintech'],
  },
  {
    id: 'dom_resources',
    name: '自然资源',
    abbr: 'ZR',
    description: '涵盖国土空间规划、土地供应、不动产登记和测绘地理信息等自然资源领域的公共数据。',
    departments: ['dept_zrzyt', 'dept_slt'],
    operators: ['jsdata', 'xzenergy'],
  },
  {
    id: 'dom_culture',
    name: '文化旅游',
    abbr: 'WL',
    description: '涵盖A级旅游景区、文化场馆、旅游住宿和节假日客流等文化旅游领域的公共数据。',
    departments: ['dept_wlt'],
    operators: ['yzculture'],
  },
  {
    id: 'dom_education',
    name: '教育',
    abbr: 'JY',
    description: '涵盖各级各类学校、招生考试、学籍学位和教育经费等教育领域的公共数据。',
    departments: ['dept_jyt'],
    operators: ['jsdata'],
  },
  {
    id: 'dom_weather',
    name: '气象',
    abbr: 'QX',
    description: '涵盖地面观测、天气预报预警、雷达卫星产品和气候评估等气象领域的公共数据。',
    departments: ['dept_qxj'],
    operators: ['jsdata', 'lygagri'],
  },
  {
    id: 'dom_ecology',
    name: '生态环境',
    abbr: 'ST',
    description: '涵盖空气质量、水环境质量、污染源监测和环境执法等生态环境领域的公共数据。',
    departments: ['dept_stt', 'dept_slt'],
    operators: ['xzenergy', 'jsdata'],
  },
  {
    id: 'dom_agriculture',
    name: '农业农村',
    abbr: 'NY',
    description: '涵盖耕地与种植、畜牧水产、农产品质量安全和农村经营主体等农业农村领域的公共数据。',
    departments: ['dept_nynct', 'dept_slt'],
    operators: ['lygagri'],
  },
  {
    id: 'dom_social',
    name: '社会保障',
    abbr: 'SB',
    description: '涵盖社会保险、就业创业、养老服务和社会救助等社会保障领域的公共数据。',
    departments: ['dept_rst', 'dept_mzt', 'dept_ybj'],
    operators: ['jsdata', 'wxfintech'],
  },
  {
    id: 'dom_construction',
    name: '城乡建设',
    abbr: 'CJ',
    description: '涵盖工程建设项目、建筑市场、房地产市场和城市基础设施等城乡建设领域的公共数据。',
    departments: ['dept_zjt', 'dept_zrzyt'],
    operators: ['czmfg', 'jsdata'],
  },
  {
    id: 'dom_safety',
    name: '公共安全',
    abbr: 'GA',
    description: '涵盖安全生产、应急救援、消防和道路交通安全等公共安全领域的公共数据。',
    departments: ['dept_yjglt', 'dept_gat'],
    operators: ['jsdata'],
  },
  {
    id: 'dom_commerce',
    name: '商贸流通',
    abbr: 'SW',
    description: '涵盖外贸进出口、外商投资、商贸流通企业和消费市场运行等商贸流通领域的公共数据。',
    departments: ['dept_swt', 'dept_tjj'],
    operators: ['ntport', 'czmfg'],
  },
  {
    id: 'dom_government',
    name: '政务服务',
    abbr: 'ZW',
    description: '涵盖政务服务事项、办件统计、基层治理和统计公报等政务服务领域的公共数据。',
    departments: ['dept_sjj', 'dept_tjj', 'dept_mzt'],
    operators: ['jsdata'],
  },
];

type FieldType = 'string' | 'integer' | 'decimal' | 'date' | 'datetime' | 'boolean';

/** One field of a resource's `field_schema`. */
export interface CatalogueField {
  name: string;
  label: string;
  type: FieldType;
  description: string;
}

type FieldSpec = readonly [name: string, label: string, type: FieldType];

interface DomainContent {
  tags: readonly string[];
  /** Product names; the type follows from the name (API, 数据集, 报告/指数, else application). */
  products: readonly string[];
  scenarios: readonly string[];
}

const str = (name: string, label: string): FieldSpec => [name, label, 'string'];
const int_ = (name: string, label: string): FieldSpec => [name, label, 'integer'];
const dec = (name: string, label: string): FieldSpec => [name, label, 'decimal'];
const day = (name: string, label: string): FieldSpec => [name, label, 'date'];
const dt = (name: string, label: string): FieldSpec => [name, label, 'datetime'];
const bool = (name: string, label: string): FieldSpec => [name, label, 'boolean'];

const ENTERPRISE = str('enterprise_name', '企业名称');
const CREDIT_CODE = str('credit_code', '统一社会信用代码');
const ADDRESS = str('address', '详细地址');
const LONGITUDE = dec('longitude', '经度');
const LATITUDE = dec('latitude', '纬度');

/** Resource name templates of each domain, each with its own key fields (common fields are added). */
const TEMPLATES: Record<string, Readonly<Record<string, readonly FieldSpec[]>>> = {
  dom_traffic: {
    高速公路收费站通行量: [
      str('station_name', '收费站名称'),
      str('road_name', '路线名称'),
      int_('entry_count', '入口车流量（辆次）'),
      int_('exit_count', '出口车流量（辆次）'),
    ],
    公交线路站点信息: [str('line_name', '线路名称'), str('stop_name', '站点名称'), int_('stop_seq', '站序'), LONGITUDE, LATITUDE],
    港口集装箱吞吐量: [str('port_name', '港口名称'), dec('throughput_teu', '集装箱吞吐量（标箱）'), dec('cargo_tonnes', '货物吞吐量（万吨）')],
    道路运输经营许可信息: [ENTERPRISE, str('license_no', '道路运输经营许可证号'), str('business_scope', '经营范围'), day('valid_until', '有效期至')],
    出租汽车运营车辆信息: [str('plate_no', '车牌号码'), ENTERPRISE, str('vehicle_type', '车辆类型'), day('register_date', '注册日期')],
    内河航道通航里程: [str('channel_name', '航道名称'), str('channel_grade', '航道等级'), dec('mileage_km', '通航里程（公里）')],
    公路桥梁技术状况: [str('bridge_name', '桥梁名称'), str('road_name', '路线名称'), str('condition_grade', '技术状况等级'), day('inspect_date', '评定日期')],
    网约车平台订单统计: [
      str('platform_name', '平台名称'),
      int_('order_count', '订单量'),
      int_('vehicle_count', '在线车辆数'),
      dec('avg_distance_km', '平均里程（公里）'),
    ],
    客运班线信息: [str('line_name', '班线名称'), str('origin', '始发站'), str('destination', '终到站'), int_('daily_trips', '日发班次')],
  },
  dom_health: {
    医疗机构基本信息: [
      str('institution_name', '医疗机构名称'),
      str('institution_level', '医院等级'),
      str('institution_type', '机构类别'),
      int_('bed_count', '核定床位数'),
      ADDRESS,
    ],
    执业医师注册信息: [
      str('doctor_name', '医师姓名（脱敏）'),
      str('practice_category', '执业类别'),
      str('practice_scope', '执业范围'),
      str('institution_name', '执业机构'),
    ],
    二级以上医院床位使用情况: [
      str('institution_name', '医疗机构名称'),
      int_('open_beds', '实际开放床位数'),
      dec('bed_usage_rate', '病床使用率（%）'),
      dec('avg_stay_days', '平均住院日'),
    ],
    预防接种门诊信息: [str('clinic_name', '接种门诊名称'), str('vaccine_types', '可接种疫苗'), str('service_hours', '服务时间'), ADDRESS],
    医保定点医药机构名单: [
      str('institution_name', '机构名称'),
      str('institution_type', '机构类型'),
      bool('is_designated', '是否医保定点'),
      day('agreement_date', '协议签订日期'),
    ],
    传染病疫情统计: [
      str('disease_name', '病种名称'),
      int_('case_count', '报告病例数'),
      int_('death_count', '死亡数'),
      dec('incidence_rate', '发病率（1/10万）'),
    ],
    基层医疗卫生机构服务量: [str('institution_name', '机构名称'), int_('outpatient_visits', '诊疗人次'), int_('family_doctor_contracts', '家庭医生签约人数')],
    医疗服务价格项目: [str('item_code', '项目编码'), str('item_name', '项目名称'), str('unit', '计价单位'), dec('price_yuan', '价格（元）')],
  },
  dom_finance: {
    企业纳税信用等级: [str('taxpayer_name', '纳税人名称'), CREDIT_CODE, str('credit_grade', '纳税信用等级'), int_('rating_year', '评价年度')],
    小额贷款公司名录: [ENTERPRISE, CREDIT_CODE, dec('registered_capital', '注册资本（万元）'), ADDRESS],
    融资担保机构经营情况: [ENTERPRISE, dec('guarantee_balance', '在保余额（万元）'), dec('compensation_rate', '代偿率（%）')],
    政府采购合同信息: [
      str('contract_name', '合同名称'),
      str('purchaser', '采购人'),
      str('supplier', '供应商'),
      dec('contract_amount', '合同金额（元）'),
      day('sign_date', '签订日期'),
    ],
    财政补助资金发放信息: [str('project_name', '补助项目'), str('recipient', '补助对象'), dec('amount_yuan', '补助金额（元）'), day('pay_date', '发放日期')],
    普惠金融服务站点: [str('site_name', '站点名称'), str('bank_name', '合作银行'), str('services', '服务内容'), LONGITUDE, LATITUDE],
    企业欠税公告信息: [str('taxpayer_name', '纳税人名称'), CREDIT_CODE, str('tax_type', '欠税税种'), dec('arrears_amount', '欠税余额（元）')],
    地方金融组织监管评级: [ENTERPRISE, str('org_type', '机构类型'), str('rating', '监管评级'), int_('rating_year', '评级年度')],
  },
  dom_market: {
    市场主体登记信息: [
      str('entity_name', '市场主体名称'),
      CREDIT_CODE,
      str('legal_representative', '法定代表人'),
      day('established_date', '成立日期'),
      dec('registered_capital', '注册资本（万元）'),
    ],
    行政处罚决定书信息: [
      str('decision_no', '处罚决定书文号'),
      str('party_name', '当事人名称'),
      str('violation', '违法行为类型'),
      dec('penalty_amount', '罚没金额（元）'),
      day('decision_date', '处罚决定日期'),
    ],
    食品生产许可证信息: [ENTERPRISE, str('license_no', '食品生产许可证编号'), str('food_category', '食品类别'), day('valid_until', '有效期至')],
    特种设备使用登记信息: [
      str('equipment_type', '设备种类'),
      str('register_no', '使用登记证编号'),
      str('user_unit', '使用单位'),
      day('next_inspection', '下次检验日期'),
    ],
    产品质量监督抽查结果: [str('product_name', '产品名称'), str('manufacturer', '生产企业'), str('spec_model', '规格型号'), bool('is_qualified', '是否合格')],
    经营异常名录: [str('entity_name', '市场主体名称'), CREDIT_CODE, str('reason', '列入原因'), day('listed_date', '列入日期')],
    注册商标信息: [str('trademark_name', '商标名称'), str('register_no', '注册号'), str('class_no', '国际分类'), str('registrant', '注册人')],
    计量器具强制检定信息: [str('instrument_name', '计量器具名称'), str('user_unit', '使用单位'), str('result', '检定结论'), day('verify_date', '检定日期')],
  },
  dom_resources: {
    国有建设用地供应信息: [
      str('parcel_no', '宗地编号'),
      str('land_use', '土地用途'),
      dec('area_sqm', '出让面积（平方米）'),
      dec('transfer_price', '成交价格（万元）'),
      day('deal_date', '成交日期'),
    ],
    不动产登记统计: [str('register_type', '登记类型'), int_('case_count', '登记件数'), dec('area_sqm', '登记面积（平方米）')],
    国土空间规划分区: [str('zone_code', '分区代码'), str('zone_type', '规划分区类型'), dec('area_sqm', '面积（平方米）')],
    地质灾害隐患点信息: [str('hazard_name', '隐患点名称'), str('hazard_type', '灾害类型'), str('hazard_level', '险情等级'), LONGITUDE, LATITUDE],
    基础测绘成果目录: [str('product_name', '成果名称'), str('scale', '比例尺'), day('survey_date', '测绘日期')],
    矿业权出让信息: [str('mine_name', '矿山名称'), str('mineral', '矿种'), dec('transfer_price', '出让收益（万元）'), day('valid_until', '有效期至')],
    耕地保护目标责任: [dec('farmland_target', '耕地保有量目标（万亩）'), dec('basic_farmland', '永久基本农田（万亩）'), int_('assess_year', '考核年度')],
  },
  dom_culture: {
    A级旅游景区名录: [str('scenic_name', '景区名称'), str('scenic_level', '景区等级'), str('open_time', '开放时间'), ADDRESS],
    星级饭店经营情况: [str('hotel_name', '饭店名称'), str('star_level', '星级'), int_('room_count', '客房数'), dec('occupancy_rate', '平均出租率（%）')],
    公共文化场馆信息: [str('venue_name', '场馆名称'), str('venue_type', '场馆类型'), str('open_time', '开放时间'), ADDRESS],
    节假日重点景区客流: [
      str('scenic_name', '景区名称'),
      str('holiday', '节假日'),
      int_('visitor_count', '接待游客（人次）'),
      dec('tourism_revenue', '门票收入（万元）'),
    ],
    旅行社名录: [str('agency_name', '旅行社名称'), str('license_no', '经营许可证号'), bool('outbound', '是否经营出境游'), ADDRESS],
    非物质文化遗产项目: [str('item_name', '项目名称'), str('item_category', '项目类别'), str('level', '级别'), str('protection_unit', '保护单位')],
    文物保护单位信息: [str('site_name', '文物保护单位名称'), str('era', '年代'), str('level', '保护级别'), ADDRESS],
  },
  dom_education: {
    普通高等学校名录: [str('school_name', '学校名称'), str('school_code', '学校标识码'), str('authority', '主管部门'), str('level', '办学层次')],
    中小学校基本信息: [
      str('school_name', '学校名称'),
      str('school_type', '学校类型'),
      int_('student_count', '在校生数'),
      int_('teacher_count', '专任教师数'),
      ADDRESS,
    ],
    义务教育学校招生计划: [str('school_name', '学校名称'), str('grade', '招生年级'), int_('enrollment_plan', '招生计划数'), str('catchment', '施教区范围')],
    职业院校专业设置: [str('school_name', '学校名称'), str('major_code', '专业代码'), str('major_name', '专业名称'), int_('enrollment_plan', '招生计划数')],
    民办教育机构信息: [str('institution_name', '机构名称'), str('license_no', '办学许可证号'), str('scope', '办学内容'), bool('is_private', '是否民办')],
    教师资格认定信息: [str('certificate_type', '资格种类'), str('subject', '任教学科'), int_('certified_count', '认定人数'), int_('year', '认定年度')],
    学前教育资源统计: [int_('kindergarten_count', '幼儿园数'), int_('child_count', '在园幼儿数'), dec('inclusive_rate', '普惠性幼儿园覆盖率（%）')],
  },
  dom_weather: {
    地面气象观测逐小时数据: [
      str('station_id', '区站号'),
      dec('temperature', '气温（℃）'),
      dec('precipitation_mm', '小时降水量（毫米）'),
      dec('wind_speed', '风速（米/秒）'),
      dec('humidity', '相对湿度（%）'),
      dt('observe_time', '观测时间'),
    ],
    城镇天气预报: [
      str('city_name', '城镇名称'),
      str('weather', '天气现象'),
      dec('max_temp', '最高气温（℃）'),
      dec('min_temp', '最低气温（℃）'),
      dt('forecast_time', '预报时间'),
    ],
    气象灾害预警信号: [str('warning_type', '预警类型'), str('warning_level', '预警级别'), str('content', '预警内容'), dt('issue_time', '发布时间')],
    降水量统计: [str('station_id', '区站号'), dec('precipitation_mm', '累计降水量（毫米）'), dec('anomaly_pct', '距平百分率（%）')],
    雷达拼图产品: [str('product_type', '产品类型'), str('file_name', '文件名'), dt('scan_time', '扫描时间')],
    农业气象旬报: [str('crop', '作物'), str('growth_stage', '发育期'), str('advice', '农事建议'), day('issue_date', '发布日期')],
    台风路径实况: [str('typhoon_name', '台风名称'), LONGITUDE, LATITUDE, dec('max_wind', '最大风速（米/秒）'), dt('observe_time', '观测时间')],
  },
  dom_ecology: {
    空气质量自动监测数据: [
      str('monitor_point', '监测点位'),
      int_('aqi', '空气质量指数'),
      dec('pm25', 'PM2.5浓度（微克/立方米）'),
      dec('pm10', 'PM10浓度（微克/立方米）'),
      str('primary_pollutant', '首要污染物'),
    ],
    地表水水质监测断面: [
      str('section_name', '断面名称'),
      str('river_name', '所在水体'),
      str('water_quality_class', '水质类别'),
      bool('meets_target', '是否达标'),
    ],
    重点排污单位名录: [ENTERPRISE, CREDIT_CODE, str('category', '排污类别'), str('industry', '所属行业')],
    建设项目环评审批信息: [str('project_name', '项目名称'), str('builder', '建设单位'), str('approval_no', '批复文号'), day('approval_date', '批复日期')],
    环境行政处罚信息: [
      str('decision_no', '处罚决定书文号'),
      str('party_name', '当事人名称'),
      dec('penalty_amount', '罚款金额（元）'),
      day('decision_date', '处罚日期'),
    ],
    排污许可证信息: [ENTERPRISE, str('permit_no', '排污许可证编号'), str('pollutant_name', '许可排放污染物'), dec('emission_limit', '许可排放量（吨/年）')],
    噪声监测数据: [
      str('monitor_point', '监测点位'),
      str('zone_type', '声环境功能区'),
      dec('day_db', '昼间等效声级（dB）'),
      dec('night_db', '夜间等效声级（dB）'),
    ],
  },
  dom_agriculture: {
    农产品批发市场价格: [str('market_name', '批发市场'), str('product_name', '品种'), dec('price_yuan_kg', '均价（元/公斤）'), day('price_date', '价格日期')],
    家庭农场名录: [str('farm_name', '家庭农场名称'), str('operator', '经营者（脱敏）'), str('main_business', '主营产业'), dec('land_area', '经营面积（亩）')],
    农药经营许可信息: [ENTERPRISE, str('license_no', '农药经营许可证号'), bool('restricted', '是否经营限制使用农药'), day('valid_until', '有效期至')],
    高标准农田建设项目: [str('project_name', '项目名称'), dec('area_mu', '建设面积（亩）'), dec('investment', '总投资（万元）'), int_('year', '建设年度')],
    生猪存出栏统计: [int_('stock_count', '存栏量（头）'), int_('sold_count', '出栏量（头）'), int_('sow_count', '能繁母猪存栏（头）')],
    农民专业合作社信息: [str('coop_name', '合作社名称'), CREDIT_CODE, int_('member_count', '成员数'), str('main_business', '主营产业')],
    农产品质量安全抽检: [str('product_name', '样品名称'), str('sampled_unit', '受检单位'), str('test_item', '检测项目'), bool('is_qualified', '是否合格')],
  },
  dom_social: {
    社会保险参保登记: [str('insurance_type', '险种'), int_('insured_count', '参保人数'), dec('payment_base', '平均缴费基数（元）')],
    就业困难人员认定: [str('category', '认定类别'), int_('person_count', '认定人数'), int_('placed_count', '帮扶就业人数')],
    养老机构名录: [str('institution_name', '机构名称'), str('nature', '机构性质'), int_('bed_count', '床位数'), ADDRESS],
    最低生活保障统计: [int_('household_count', '保障户数'), int_('person_count', '保障人数'), dec('standard_yuan', '保障标准（元/月）')],
    人力资源服务机构名录: [str('institution_name', '机构名称'), str('license_no', '许可证编号'), str('services', '服务范围'), ADDRESS],
    职业技能等级证书: [str('occupation', '职业（工种）'), str('certificate_level', '证书等级'), int_('issued_count', '发证数量')],
    失业保险金发放统计: [int_('recipient_count', '领取人数'), dec('benefit_amount', '发放金额（万元）'), dec('avg_benefit', '人均月发放额（元）')],
  },
  dom_construction: {
    建筑业企业资质信息: [
      ENTERPRISE,
      CREDIT_CODE,
      str('qualification', '资质类别及等级'),
      str('certificate_no', '资质证书编号'),
      day('valid_until', '有效期至'),
    ],
    商品房预售许可信息: [
      str('project_name', '项目名称'),
      str('permit_no', '预售许可证号'),
      int_('presale_units', '预售套数'),
      dec('building_area', '预售面积（平方米）'),
    ],
    工程建设项目审批信息: [str('project_name', '项目名称'), str('project_code', '项目代码'), str('stage', '审批阶段'), dec('investment', '总投资（万元）')],
    城市燃气设施信息: [str('facility_name', '设施名称'), str('facility_type', '设施类型'), str('operator', '运营单位'), LONGITUDE, LATITUDE],
    住房公积金缴存统计: [int_('depositor_count', '缴存职工人数'), dec('deposit_amount', '缴存额（亿元）'), dec('withdraw_amount', '提取额（亿元）')],
    物业服务企业名录: [ENTERPRISE, CREDIT_CODE, int_('project_count', '在管项目数'), dec('managed_area', '在管面积（万平方米）')],
    建设工程竣工验收备案: [
      str('project_name', '工程名称'),
      str('builder', '建设单位'),
      dec('building_area', '建筑面积（平方米）'),
      day('completion_date', '竣工验收日期'),
    ],
  },
  dom_safety: {
    安全生产许可证信息: [ENTERPRISE, str('license_no', '安全生产许可证编号'), str('scope', '许可范围'), day('valid_until', '有效期至')],
    危险化学品经营企业: [ENTERPRISE, str('chemicals', '经营品种'), bool('is_major_hazard', '是否构成重大危险源'), ADDRESS],
    应急避难场所信息: [str('shelter_name', '场所名称'), str('shelter_type', '场所类型'), int_('shelter_capacity', '可容纳人数'), LONGITUDE, LATITUDE],
    消防安全重点单位: [str('unit_name', '单位名称'), str('unit_type', '单位类别'), str('risk_level', '火灾风险等级'), ADDRESS],
    道路交通事故统计: [
      int_('accident_count', '事故起数'),
      int_('death_count', '死亡人数'),
      int_('injury_count', '受伤人数'),
      dec('property_loss', '直接财产损失（万元）'),
    ],
    安全生产行政处罚: [
      str('decision_no', '处罚决定书文号'),
      str('party_name', '被处罚单位'),
      str('violation', '违法事实'),
      dec('penalty_amount', '罚款金额（元）'),
    ],
    应急物资储备库信息: [str('depot_name', '储备库名称'), str('material_types', '储备物资种类'), int_('material_count', '储备数量（件）'), ADDRESS],
  },
  dom_commerce: {
    外贸进出口企业名录: [ENTERPRISE, CREDIT_CODE, str('customs_code', '海关编码'), dec('trade_amount', '上年进出口额（万美元）')],
    外商投资企业信息: [ENTERPRISE, str('investor_country', '投资方国别（地区）'), dec('registered_capital', '注册资本（万美元）'), str('industry', '所属行业')],
    重点商贸流通企业: [ENTERPRISE, str('business_type', '业态'), dec('sales_amount', '销售额（万元）')],
    社会消费品零售总额: [dec('retail_sales', '零售额（亿元）'), dec('growth_rate', '同比增长（%）'), str('category', '商品类别')],
    单用途预付卡备案企业: [ENTERPRISE, str('card_type', '预付卡类型'), day('record_date', '备案日期')],
    跨境电商综试区统计: [str('zone_name', '综试区名称'), dec('trade_amount', '跨境电商交易额（亿元）'), int_('enterprise_count', '备案企业数')],
    成品油零售经营许可: [str('station_name', '加油站名称'), str('certificate_no', '成品油零售经营批准证书编号'), str('operator', '经营单位'), ADDRESS],
  },
  dom_government: {
    政务服务事项目录: [
      str('item_code', '事项编码'),
      str('item_name', '事项名称'),
      str('item_type', '事项类型'),
      bool('is_online', '是否全程网办'),
      int_('time_limit_days', '承诺时限（工作日）'),
    ],
    政务服务办件统计: [str('item_name', '事项名称'), int_('handled_count', '办件量'), dec('satisfaction_rate', '好评率（%）')],
    '12345热线工单统计': [
      str('category', '诉求类别'),
      int_('ticket_count', '工单量'),
      dec('resolve_rate', '办结率（%）'),
      dec('satisfaction_rate', '满意率（%）'),
    ],
    行政区划与地名信息: [str('division_code', '区划代码'), str('division_name', '区划名称'), str('level', '层级'), str('parent_code', '上级区划代码')],
    统计公报主要指标: [str('indicator_name', '指标名称'), dec('indicator_value', '指标值'), str('unit', '计量单位'), dec('growth_rate', '同比增长（%）')],
    基层社区信息: [str('community_name', '社区名称'), str('street', '所属街道（乡镇）'), int_('household_count', '户数'), ADDRESS],
    电子证照目录: [str('license_type', '证照类型'), str('issuer', '发证机关'), int_('issued_count', '已签发数量')],
  },
};

const CONTENT: Record<string, DomainContent> = {
  dom_traffic: {
    tags: ['交通出行', '高速公路', '公共交通', '港航物流', '道路运输'],
    products: ['城市交通出行指数报告', '高速公路通行态势API', '港口物流时效数据集', '公交客流分析应用', '货运车辆轨迹核验API', '长三角通勤出行报告'],
    scenarios: ['城市交通规划', '物流路径优化', '出行信息服务', '运输企业信用评估', '交通拥堵治理'],
  },
  dom_health: {
    tags: ['医疗机构', '公共卫生', '医疗保障', '健康服务'],
    products: ['医疗机构服务能力数据集', '医保定点机构查询API', '区域医疗资源配置报告', '互联网医院服务应用', '商业健康险核保数据集'],
    scenarios: ['商业健康保险', '医疗资源规划', '就医导航服务', '药品供应链管理'],
  },
  dom_finance: {
    tags: ['普惠金融', '纳税信用', '融资服务', '财政资金'],
    products: ['企业信用画像API', '小微企业融资风险评估报告', '纳税信用核验API', '普惠金融服务平台', '供应链金融数据集'],
    scenarios: ['银行信贷审批', '供应链金融', '融资担保风控', '企业信用评价', '普惠金融服务'],
  },
  dom_market: {
    tags: ['市场主体', '行政许可', '行政处罚', '食品安全', '质量监督'],
    products: ['企业经营状况核验API', '市场主体活跃度指数报告', '食品安全风险预警应用', '企业工商基础数据集'],
    scenarios: ['企业尽职调查', '招商引资分析', '食品安全监管', '供应商准入审核'],
  },
  dom_resources: {
    tags: ['土地供应', '不动产', '国土空间', '地理信息'],
    products: ['土地市场监测报告', '不动产登记信息核验API', '国土空间规划一张图应用', '地质灾害风险数据集'],
    scenarios: ['房地产开发评估', '国土空间规划', '灾害风险防控', '抵押贷款审核'],
  },
  dom_culture: {
    tags: ['旅游景区', '文化场馆', '假日客流', '非遗'],
    products: ['景区客流预测API', '江苏文旅消费趋势报告', '智慧文旅导览应用', '运河文化遗产数据集'],
    scenarios: ['景区客流管理', '文旅营销投放', '智慧旅游服务', '文化遗产保护'],
  },
  dom_education: {
    tags: ['学校名录', '招生考试', '职业教育', '教育资源'],
    products: ['学历学位核验API', '区域教育资源均衡报告', '职业院校就业质量数据集', '校外培训机构查询应用'],
    scenarios: ['学历背景核验', '学区规划', '人才招聘', '教育资源配置'],
  },
  dom_weather: {
    tags: ['天气预报', '气象预警', '气象观测', '气候'],
    products: ['精细化天气预报API', '农业气象服务数据集', '极端天气风险评估报告', '出行天气提醒应用'],
    scenarios: ['农业生产指导', '物流调度', '保险理赔定损', '能源负荷预测'],
  },
  dom_ecology: {
    tags: ['空气质量', '水环境', '污染源', '环境执法'],
    products: ['企业环境信用评价API', '城市空气质量分析报告', '碳排放核算数据集', '环保合规自检应用'],
    scenarios: ['绿色信贷评估', '企业环保合规', '碳资产管理', '环境风险预警'],
  },
  dom_agriculture: {
    tags: ['农产品价格', '新型经营主体', '粮食生产', '农产品质量'],
    products: ['农产品价格指数报告', '涉农主体信用API', '智慧农业种植决策应用', '农业保险标的数据集'],
    scenarios: ['农业保险', '涉农信贷', '农产品流通', '种植决策'],
  },
  dom_social: {
    tags: ['社会保险', '就业创业', '养老服务', '社会救助'],
    products: ['社保缴纳核验API', '企业用工景气指数报告', '养老服务资源数据集', '灵活就业服务应用'],
    scenarios: ['信贷收入核验', '人力资源规划', '养老服务供给', '就业形势研判'],
  },
  dom_construction: {
    tags: ['工程建设', '房地产', '建筑市场', '住房公积金'],
    products: ['建筑企业资质核验API', '房地产市场运行报告', '工程项目全周期数据集', '物业服务评价应用'],
    scenarios: ['工程招投标', '房地产金融风控', '城市更新规划', '住房保障管理'],
  },
  dom_safety: {
    tags: ['安全生产', '应急管理', '消防', '道路安全'],
    products: ['企业安全风险画像API', '安全生产形势分析报告', '应急资源调度应用', '危化品企业分布数据集'],
    scenarios: ['安全生产责任险', '应急指挥调度', '园区安全监管', '风险隐患排查'],
  },
  dom_commerce: {
    tags: ['外贸', '外资', '消费市场', '商贸流通'],
    products: ['外贸企业经营分析报告', '消费市场景气指数报告', '跨境电商数据集', '商圈客流分析应用'],
    scenarios: ['外贸信用保险', '商圈选址', '消费趋势研判', '招商引资'],
  },
  dom_government: {
    tags: ['政务服务', '一网通办', '统计指标', '基层治理'],
    products: ['政务服务效能分析报告', '电子证照核验API', '基层治理数据集', '12345热线诉求分析应用'],
    scenarios: ['营商环境评价', '政务效能提升', '社会治理研判', '惠企政策匹配'],
  },
};

const COMMON_FIELDS: readonly FieldSpec[] = [
  ['record_id', '记录编号', 'string'],
  ['region_code', '行政区划代码', 'string'],
  ['region_name', '行政区划名称', 'string'],
  ['stat_date', '统计日期', 'date'],
  ['data_source', '数据来源单位', 'string'],
  ['update_time', '更新时间', 'datetime'],
  ['remark', '备注', 'string'],
];

const CITIES = ['南京市', '无锡市', '徐州市', '常州市', '苏州市', '南通市', '连云港市', '盐城市', '扬州市', '镇江市', '泰州市', '宿迁市', '淮安市'];
const SCOPES = ['全省', '全省', '全省', '全省', '全省', ...CITIES];
/** Breakdown suffixes for province-wide resources. */
const BREAKDOWNS = ['（分设区市）', '（分区县）'];
/** Name suffix by update frequency (added to about half the names; always for realtime). */
const GRANULARITY: Record<string, string> = { realtime: '（实时）', daily: '（按日）', monthly: '（按月）', quarterly: '（按季度）', yearly: '（按年度）' };

const FREQUENCIES: ReadonlyArray<readonly [string, number, string]> = [
  ['realtime', 8, '实时更新'],
  ['daily', 18, '每日更新'],
  ['weekly', 8, '每周更新'],
  ['monthly', 30, '每月更新'],
  ['quarterly', 12, '每季度更新'],
  ['yearly', 14, '每年更新'],
  ['irregular', 10, '不定期更新'],
];
const FORMATS: ReadonlyArray<readonly [string, number]> = [
  ['CSV', 30],
  ['JSON', 22],
  ['XLSX', 22],
  ['API', 14],
  ['XML', 7],
  ['PDF', 5],
];
const OPEN_TYPES: ReadonlyArray<readonly [DataResourceTable['open_type'], number]> = [
  ['unconditional', 45],
  ['conditional', 45],
  ['closed', 10],
];
const TYPE_LABELS: Record<DataProductTable['product_type'], string> = {
  api: '数据接口服务',
  dataset: '数据集产品',
  report: '数据分析报告',
  application: '数据应用',
};

const SEED = 0x32_00_00; // 320000, the province's division code

type Rng = () => number;
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
function weighted<T>(rng: Rng, items: ReadonlyArray<readonly [T, number, ...unknown[]]>): T {
  const total = items.reduce((sum, item) => sum + item[1], 0);
  let roll = rng() * total;
  for (const item of items) {
    roll -= item[1];
    if (roll < 0) return item[0];
  }
  return (items[items.length - 1] as readonly [T, number])[0];
}
/** `count` distinct items, in the order drawn. */
function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0] as T);
  return out;
}

const DAY = 86_400_000;
const SPAN = 3 * 365 * DAY;

const departmentById = new Map(CATALOGUE_DEPARTMENTS.map((dept) => [dept.id, dept]));
const contentOf = (domainId: string) => CONTENT[domainId] as DomainContent;

/** Published/updated times over the last ~3 years before `now`, updated ≥ published. */
function times(rng: Rng, now: number): { published_at: number; updated_at: number } {
  const published = now - Math.floor(rng() * SPAN) - DAY;
  const updated = published + Math.floor(rng() ** 0.5 * (now - published));
  return { published_at: published, updated_at: updated };
}

function fieldDescription(label: string, type: FieldType): string {
  switch (type) {
    case 'date':
      return `${label}，格式为YYYY-MM-DD`;
    case 'datetime':
      return `${label}，格式为YYYY-MM-DD HH:mm:ss`;
    case 'boolean':
      return `${label}，是为true，否为false`;
    case 'integer':
      return `${label}，非负整数`;
    case 'decimal':
      return `${label}，保留两位小数`;
    default:
      return label;
  }
}

/** The id of the n-th resource (1-based), in the order they are generated and written. */
const resourceId = (n: number) => `res_${String(n).padStart(7, '0')}`;

/** The resources, generated one at a time (the scale path never holds them all). */
function* resourceRows(rng: Rng, count: number, now: number): Generator<DataResourceTable> {
  const counters = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    // Round-robin with a random offset keeps domains balanced yet mixed.
    const domain = CATALOGUE_DOMAINS[(i + int(rng, 0, 2)) % CATALOGUE_DOMAINS.length] as CatalogueDomain;
    const content = contentOf(domain.id);
    const serial = (counters.get(domain.id) ?? 0) + 1;
    counters.set(domain.id, serial);

    const departmentId = rng() < 0.6 ? (domain.departments[0] as string) : pick(rng, domain.departments);
    const department = departmentById.get(departmentId) as CatalogueDepartment;
    const templates = TEMPLATES[domain.id] as Readonly<Record<string, readonly FieldSpec[]>>;
    const template = pick(rng, Object.keys(templates));
    const keyFields = templates[template] as readonly FieldSpec[];
    const scope = pick(rng, SCOPES);
    const frequency = weighted(rng, FREQUENCIES);
    const breakdown = scope === '全省' && rng() < 0.3 ? pick(rng, BREAKDOWNS) : '';
    const granularity = breakdown || (frequency === 'realtime' || rng() < 0.5 ? (GRANULARITY[frequency] ?? '') : '');
    const name = `${scope}${template}${granularity}`;

    const openType = weighted(rng, OPEN_TYPES);
    const formats = sample(
      rng,
      FORMATS.map(([format]) => format),
      int(rng, 1, 3),
    );
    if (frequency === 'realtime' && !formats.includes('API')) formats[0] = 'API';
    const recordCount = Math.round(10 ** (2 + rng() * 6));

    // The template's key fields between common ones (record id first; region, date, source … after).
    const commonFields = sample(rng, COMMON_FIELDS, int(rng, Math.max(1, 4 - keyFields.length), Math.min(4, 10 - keyFields.length)));
    const chosen = COMMON_FIELDS.filter((field) => commonFields.includes(field));
    const lead = chosen.filter(([fieldName]) => fieldName === 'record_id');
    const tail = chosen.filter(([fieldName]) => fieldName !== 'record_id');
    const fields: CatalogueField[] = [...lead, ...keyFields, ...tail].map(([fieldName, label, type]) => ({
      name: fieldName,
      label,
      type,
      description: fieldDescription(label, type),
    }));

    const frequencyLabel = (FREQUENCIES.find(([key]) => key === frequency) as readonly [string, number, string])[2];
    const labels = keyFields
      .slice(0, 3)
      .map(([, label]) => label)
      .join('、');
    const description =
      `${department.name}汇聚的${scope}${template}数据${breakdown ? `，${breakdown.slice(1, -1)}统计` : ''}，包含${labels}等信息，${frequencyLabel}。` +
      (openType === 'conditional'
        ? '属有条件开放数据，需提交使用申请并经审核授权后使用。'
        : openType === 'closed'
          ? '涉及敏感信息，暂不予开放，可通过授权运营渠道获取加工产品。'
          : '');
    const tags = sample(rng, content.tags, int(rng, 1, Math.min(4, content.tags.length)));

    yield {
      id: resourceId(i + 1),
      code: `320000-${domain.abbr}-${String(serial).padStart(6, '0')}`,
      name,
      department_id: departmentId,
      domain_id: domain.id,
      open_type: openType,
      update_frequency: frequency,
      formats: JSON.stringify(formats),
      format_mask: formatMask(formats as DataFormat[]),
      record_count: recordCount,
      field_schema: JSON.stringify(fields),
      description,
      tags: JSON.stringify(tags),
      ...times(rng, now),
    };
  }
}

function productType(name: string): DataProductTable['product_type'] {
  if (name.endsWith('API')) return 'api';
  if (name.endsWith('数据集')) return 'dataset';
  if (name.endsWith('报告')) return 'report';
  return 'application';
}

function productRows(rng: Rng, now: number): DataProductTable[] {
  const enabled = new Set(DEMO_ORGANISATIONS.filter((org) => org.enabled).map((org) => org.id));
  const fallback = DEMO_ORGANISATIONS.find((org) => org.enabled)?.id ?? 'org_jsdata';
  const rows: DataProductTable[] = [];
  for (const domain of CATALOGUE_DOMAINS) {
    const content = contentOf(domain.id);
    const operators = domain.operators.map((key) => `org_${key}`).filter((id) => enabled.has(id));
    for (const name of content.products) {
      const orgId = operators.length > 0 ? pick(rng, operators) : fallback;
      const org = DEMO_ORGANISATIONS.find((candidate) => candidate.id === orgId) as (typeof DEMO_ORGANISATIONS)[number];
      const type = productType(name);
      const scenarios = sample(rng, content.scenarios, int(rng, 1, 3));
      rows.push({
        id: `prd_${String(rows.length + 1).padStart(4, '0')}`,
        name,
        org_id: orgId,
        domain_id: domain.id,
        product_type: type,
        scenarios: JSON.stringify(scenarios),
        description: `${org.name}基于${domain.name}领域授权公共数据开发的${TYPE_LABELS[type]}，经合规审查后上架，主要服务于${scenarios.join('、')}等场景。`,
        ...times(rng, now),
      });
    }
  }
  return rows;
}

export interface SeedCatalogueOptions {
  /** Epoch ms: every time is at most this. */
  now: number;
  /** How many data resources to write (default 520; 100 000 for benchmarks). */
  resources?: number;
  /** Rows per INSERT (default 500; PostgreSQL allows 65 535 parameters per statement). */
  batchSize?: number;
  /**
   * Resources per transaction (default 20 000): a large catalogue commits a step at a time, so the
   * write-ahead log stays bounded (one transaction of 1 000 000 resources grew SQLite's to ~4.3 GB).
   * The products go in the last step: they mark the catalogue complete.
   */
  transactionRows?: number;
}

export interface SeedCatalogueResult {
  /** false when the catalogue was there already (nothing written). */
  seeded: boolean;
  departments: number;
  domains: number;
  resources: number;
  products: number;
  /** Only when an interrupted seed was carried on: how many of its resources were kept (the rest were written now). */
  resumedFrom?: number;
}

/** Default resources per transaction (SeedCatalogueOptions.transactionRows). */
export const CATALOGUE_TRANSACTION_ROWS = 20_000;

/**
 * Whether the catalogue is complete: its products are there. They are written in the seed's last
 * transaction, after every resource, so a seed that stopped half way (departments, domains and
 * some resources committed) does not count as seeded; the next `seedCatalogue` carries it on.
 */
export async function isCatalogueSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('data_products').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** How many resources are stored, and the first and last ids. */
async function storedResources(db: Kysely<Database>): Promise<{ count: number; first: string | null; last: string | null }> {
  const row = await db
    .selectFrom('data_resources')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('id').as('first'), eb.fn.max('id').as('last')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), first: row.first ?? null, last: row.last ?? null };
}

/** Deletes resources (all, or those after the id `after`), newest ids first, `step` rows per statement and transaction. */
async function deleteResources(db: Kysely<Database>, step: number, after?: string): Promise<void> {
  for (;;) {
    let ids = db.selectFrom('data_resources').select('id');
    if (after !== undefined) ids = ids.where('id', '>', after);
    const { numDeletedRows } = await db.deleteFrom('data_resources').where('id', 'in', ids.orderBy('id', 'desc').limit(step)).executeTakeFirstOrThrow();
    if (Number(numDeletedRows) < step) return;
  }
}

/** The stored row says what the generated one says (numbers compared as numbers, whatever the driver returns). */
function sameResource(stored: Record<string, unknown>, generated: DataResourceTable): boolean {
  return Object.entries(generated).every(([key, value]) => (typeof value === 'number' ? Number(stored[key]) === value : stored[key] === value));
}

/** The generator, advanced past its first `count` rows; returns the last of them. */
function skip(rows: Generator<DataResourceTable>, count: number): DataResourceTable | undefined {
  let row: DataResourceTable | undefined;
  for (let i = 0; i < count; i++) row = rows.next().value as DataResourceTable | undefined;
  return row;
}

/**
 * Where the resources start. A seed writes them in id order, a transaction at a time, so one that
 * stopped half way left res_0000001 … res_<k>. Those are kept when they are exactly what this
 * seeder writes: the `now` of that seed is recovered from the last row's times (the rest of a row
 * does not depend on `now`), and that row, generated again with it, must equal the stored one.
 * Then the seed carries on with that `now` (rows past `resources` are deleted), so the catalogue
 * ends as one uninterrupted seed would have left it. Anything else is deleted, in steps, and the
 * seed starts afresh. Returns the resources kept, the `now` to go on with and the rows to write.
 */
async function resumeAt(
  db: Kysely<Database>,
  options: { now: number; resources: number; step: number },
): Promise<{ kept: number; now: number; rows: Generator<DataResourceTable> }> {
  const { now, resources, step } = options;
  const { count, first, last } = await storedResources(db);
  if (count === 0) return { kept: 0, now, rows: resourceRows(mulberry32(SEED), resources, now) };
  if (first === resourceId(1) && last === resourceId(count)) {
    const stored = await db.selectFrom('data_resources').selectAll().where('id', '=', last).executeTakeFirst();
    const guess = skip(resourceRows(mulberry32(SEED), count, now), count);
    const seedNow = stored && guess ? now + (Number(stored.published_at) - guess.published_at) : Number.NaN;
    if (stored && Number.isSafeInteger(seedNow) && seedNow >= SPAN + DAY) {
      const rows = resourceRows(mulberry32(SEED), Math.max(count, resources), seedNow);
      const regenerated = skip(rows, count);
      if (regenerated && sameResource(stored, regenerated)) {
        if (count > resources) await deleteResources(db, step, resourceId(resources));
        return { kept: Math.min(count, resources), now: seedNow, rows };
      }
    }
  }
  await deleteResources(db, step);
  return { kept: 0, now, rows: resourceRows(mulberry32(SEED), resources, now) };
}

/**
 * Writes the catalogue demo data unless it is complete already: departments and domains, then the
 * resources in transactions of `transactionRows`, the last of which also writes the products (the
 * mark of a complete catalogue, see `isCatalogueSeeded`). A catalogue left half written by a seed
 * that stopped is carried on (or cleared and written afresh), never taken for complete. Holds one
 * transaction's rows in memory at most. Needs the demo organisations (products reference them): run
 * after `seedDemoData`'s identity rows. On SQLite, a seed of more than one transaction ends by
 * truncating the write-ahead log.
 */
export async function seedCatalogue(db: Kysely<Database>, options: SeedCatalogueOptions): Promise<SeedCatalogueResult> {
  const { now, resources = 520, batchSize = 500, transactionRows = CATALOGUE_TRANSACTION_ROWS } = options;
  if (!Number.isSafeInteger(now) || now < SPAN + DAY) throw new RangeError('seedCatalogue: now must be epoch milliseconds');
  if (!Number.isSafeInteger(resources) || resources < 0 || resources > 9_999_999) throw new RangeError('seedCatalogue: resources must be 0…9 999 999');
  if (!Number.isSafeInteger(batchSize) || batchSize < 1 || batchSize > 2000) throw new RangeError('seedCatalogue: batchSize must be 1…2000');
  if (!Number.isSafeInteger(transactionRows) || transactionRows < 1) throw new RangeError('seedCatalogue: transactionRows must be a positive whole number');
  const nothing: SeedCatalogueResult = { seeded: false, departments: 0, domains: 0, resources: 0, products: 0 };
  if (await isCatalogueSeeded(db)) return nothing;

  const departments: DepartmentTable[] = CATALOGUE_DEPARTMENTS.map((dept, index) => ({
    id: dept.id,
    name: dept.name,
    short_name: dept.shortName,
    sort_order: index + 1,
  }));
  const domains: DataDomainTable[] = CATALOGUE_DOMAINS.map((domain, index) => ({
    id: domain.id,
    name: domain.name,
    description: domain.description,
    sort_order: index + 1,
  }));
  const start = await resumeAt(db, { now, resources, step: transactionRows });
  // Separate streams: the products do not change with the number of resources.
  const products = productRows(mulberry32(SEED + 1), start.now);

  let written = start.kept;
  let transactions = 0;
  for (;;) {
    const end = Math.min(written + transactionRows, resources);
    const last = end === resources;
    const first = transactions === 0;
    const wrote = await db.transaction().execute(async (trx) => {
      if (first) {
        // Checked again inside the transaction: another seeder may have finished meanwhile.
        if (await isCatalogueSeeded(trx)) return false;
        await trx
          .insertInto('departments')
          .values(departments)
          .onConflict((oc) => oc.doNothing())
          .execute();
        await trx
          .insertInto('data_domains')
          .values(domains)
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      let batch: DataResourceTable[] = [];
      for (let i = written; i < end; i++) {
        batch.push(start.rows.next().value as DataResourceTable);
        if (batch.length >= batchSize) {
          await trx.insertInto('data_resources').values(batch).execute();
          batch = [];
        }
      }
      if (batch.length > 0) await trx.insertInto('data_resources').values(batch).execute();
      if (last) {
        // The products mark the catalogue complete: only over every resource, each in its place.
        const stored = await storedResources(trx);
        if (stored.count !== resources || (resources > 0 && (stored.first !== resourceId(1) || stored.last !== resourceId(resources)))) {
          throw new Error(`seedCatalogue: ${stored.count} resources stored where ${resources} were written (another seeder at work?); run it again`);
        }
        for (let from = 0; from < products.length; from += batchSize) {
          await trx
            .insertInto('data_products')
            .values(products.slice(from, from + batchSize))
            .execute();
        }
      }
      return true;
    });
    if (!wrote) return nothing;
    transactions += 1;
    written = end;
    if (last) break;
  }
  if (transactions > 1) await truncateWriteAheadLog(db);
  return {
    seeded: true,
    departments: departments.length,
    domains: domains.length,
    resources,
    products: products.length,
    ...(start.kept > 0 && { resumedFrom: start.kept }),
  };
}
